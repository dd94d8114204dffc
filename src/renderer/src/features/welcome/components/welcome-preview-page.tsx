import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Card, Col, Flex, Result, Row, Skeleton, theme, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { WelcomeExperience } from '@shared/contract/new-hires';
import { ROUTES, routes } from '@shared/routes';
import { BridgeError, failureMessage } from '@renderer/lib/bridge';
import { gatewayFieldErrors } from '@renderer/lib/forms/gateway-field-errors';
import { useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { useToast } from '@renderer/lib/toast/toast-context';
import { useSaveWelcomeExperience } from '../api/use-save-welcome-experience';
import { useWelcomeEditRights } from '../api/use-welcome-edit-rights';
import { useWelcomeExperience } from '../api/use-welcome-experience';
import { ExperienceLoadFailure } from './experience-load-failure';
import { welcomeName } from '../lib/welcome-name';
import { firstDayOf, welcomeFormSchema, welcomeFormValues, type WelcomeFormValues } from '../schemas/welcome-form-schema';
import { ReadOnlyNotice } from './read-only-notice';
import { WelcomeEditorForm } from './welcome-editor-form';
import { WelcomeExperienceView } from './welcome-experience-view';

const SAVE_FAILED = 'The welcome experience could not be saved. Your changes are still here.';
const NOT_SAVED = 'The welcome experience was not saved. Correct the marked fields and save again.';
/** The editor's toasts share one key, so each replaces the one before: never "saved" beside an error. */
const SAVE_TOAST_KEY = 'welcome-editor-save';

/** The call's field names (firstDay.arrivalTime) onto the form's. */
const FORM_FIELD_OF: Readonly<Record<string, keyof WelcomeFormValues>> = {
  welcomeMessage: 'welcomeMessage',
  'firstDay.arrivalTime': 'arrivalTime',
  'firstDay.address': 'address',
  'firstDay.instructions': 'instructions',
};

/** /new-hiring/new-hire-info/preview-welcome-experience?id=: the coordinator edits a hire's welcome beside a live preview. */
export function WelcomePreviewPage({ hireId }: { hireId: string | null }) {
  const experience = useWelcomeExperience(hireId);
  if (hireId === null) {
    return (
      <Result
        status="warning"
        title="No hire was chosen"
        subTitle="Open a hire from New hires to preview their welcome experience."
        extra={<Link to={ROUTES.newHires}>Go to New hires</Link>}
      />
    );
  }
  return (
    <>
      <BackLink hireId={hireId} name={experience.data?.fullName} />
      <Typography.Title level={1}>Preview welcome experience</Typography.Title>
      {experience.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : experience.isError ? (
        <ExperienceLoadFailure query={experience} />
      ) : (
        <WelcomeEditor experience={experience.data} onStale={() => void experience.refetch()} />
      )}
    </>
  );
}

function BackLink({ hireId, name }: { hireId: string; name: string | undefined }) {
  return (
    <div style={{ marginBottom: 8 }}>
      <Link to={routes.hireInfo(hireId)}>{name ? `Back to ${name}` : 'Back to the hire'}</Link>
    </div>
  );
}

interface WelcomeEditorProps {
  experience: WelcomeExperience;
  /** Asks for the hire's current version after someone else saved meanwhile. */
  onStale(): void;
}

function WelcomeEditor({ experience, onStale }: WelcomeEditorProps) {
  const { token } = theme.useToken();
  const { message } = useToast();
  const rights = useWelcomeEditRights();
  const save = useSaveWelcomeExperience();
  const [conflict, setConflict] = useState<string | null>(null);
  // The form starts from what was loaded and is only reset by a successful save, so a refetch never drops edits.
  const { control, formState, handleSubmit, reset, setError } = useForm<WelcomeFormValues>({
    mode: 'onChange',
    resolver: zodResolver(welcomeFormSchema),
    defaultValues: welcomeFormValues(experience),
  });
  useUnsavedChanges(formState.isDirty);
  const savedShown = useRef(false);
  const hasErrors = Object.keys(formState.errors).length > 0;
  // A field refused while an earlier "saved" is still on screen takes that toast away.
  useEffect(() => {
    if (!hasErrors || !savedShown.current) return;
    savedShown.current = false;
    message.destroy(SAVE_TOAST_KEY);
  }, [hasErrors, message]);
  const toast = (kind: 'success' | 'error', content: string) => {
    savedShown.current = kind === 'success';
    void message[kind]({ key: SAVE_TOAST_KEY, content });
  };
  const [welcomeMessage, arrivalTime, address, instructions] = useWatch({ control, name: ['welcomeMessage', 'arrivalTime', 'address', 'instructions'] });
  const preview = useMemo<WelcomeExperience>(
    () => ({ ...experience, welcomeMessage, firstDay: firstDayOf({ welcomeMessage, arrivalTime, address, instructions }) }),
    [experience, welcomeMessage, arrivalTime, address, instructions],
  );

  const submit = () =>
    handleSubmit(
      (values) => {
        save.mutate(
          { newHireId: experience.hireId, version: experience.version, welcomeMessage: values.welcomeMessage, firstDay: firstDayOf(values) },
          {
            onSuccess: (answer) => {
              setConflict(null);
              reset(welcomeFormValues(answer.data));
              toast('success', answer.message);
            },
            onError: (error) => {
              const text = failureMessage(error, SAVE_FAILED);
              const refused = gatewayFieldErrors(error, (field) => FORM_FIELD_OF[field]);
              refused.forEach(([field, fieldMessage], index) => setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: index === 0 }));
              if (error instanceof BridgeError && error.status === 409) {
                setConflict(text);
                onStale();
              } else {
                toast('error', refused.length > 0 ? NOT_SAVED : text);
              }
            },
          },
        );
      },
      () => toast('error', NOT_SAVED),
    )();

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={9}>
        <Card title="Welcome message and first day">
          {rights.reason ? <ReadOnlyNotice reason={rights.reason} /> : null}
          {conflict ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: token.margin }}
              title={conflict}
              description="Your edits are still here. Saving again replaces what was saved meanwhile."
            />
          ) : null}
          <WelcomeEditorForm control={control} errors={formState.errors} disabled={!rights.canEdit} saving={save.isPending} onSubmit={() => void submit()} />
        </Card>
      </Col>
      <Col xs={24} xl={15}>
        <section aria-label={`Preview: the welcome experience as ${welcomeName(experience)} will see it`}>
          <Flex vertical gap={token.marginSM}>
            <Typography.Text type="secondary">{`As ${welcomeName(experience)} will see it`}</Typography.Text>
            <div
              style={{ border: `1px dashed ${token.colorBorder}`, borderRadius: token.borderRadiusLG, padding: token.padding, background: token.colorBgLayout }}
            >
              <WelcomeExperienceView experience={preview} headingLevel={2} emptyMessageText="No welcome message yet." />
            </div>
          </Flex>
        </section>
      </Col>
    </Row>
  );
}
