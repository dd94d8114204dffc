import { Button, Flex, Popconfirm, theme } from 'antd';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { SessionUser } from '@shared/contract/user';
import { ROUTES } from '@shared/routes';
import { ForbiddenResult } from '@renderer/components/forbidden-result';
import { useSession } from '@renderer/lib/session/session-context';
import { useAddHireGuard } from '../hooks/use-add-hire-guard';
import { useCanManageHires } from '../hooks/use-can-manage-hires';
import { useHireDuplicates } from '../api/use-hire-duplicates';
import { useHireForm } from '../hooks/use-hire-form';
import { useKeptNewHireDraft } from '../hooks/use-kept-new-hire-draft';
import { useNewHireDraft } from '../hooks/use-new-hire-draft';
import { HirePersonalFields } from '@renderer/domain/hires/hire-personal-fields';
import { ADD_HIRE_LOOK } from '../lib/add-hire-look';
import { emptyHireForm, STEP_CHANGE, STEP_FIELDS } from '../lib/add-hire-steps';
import { discardDraft, ensureDraft, resumeDraft, updateDraft } from '../lib/new-hire-draft-store';
import { ownTimezoneText } from '../lib/own-timezone';
import { AddHireFrame } from './add-hire-frame';
import { DuplicateHiresNotice } from './duplicate-hires-notice';
import { ResumeDraftOffer } from './resume-draft-offer';

/** /new-hiring/add-new-hire: step 1 of adding a hire. */
export function AddHirePage() {
  const { state } = useSession();
  const canManage = useCanManageHires();
  if (!state.user) return null;
  if (!canManage) return <ForbiddenResult homePath={ROUTES.newHires} />;
  return <PersonalOrResume user={state.user} />;
}

/** A draft kept from before a reload or restart is offered first; nothing is typed over it unasked. */
function PersonalOrResume({ user }: { user: SessionUser }) {
  const current = useNewHireDraft(user.id);
  const kept = useKeptNewHireDraft(user.id);
  if (kept && current === null) {
    return (
      <AddHireFrame step={0}>
        <ResumeDraftOffer draft={kept} onContinue={() => resumeDraft(kept)} onStartOver={discardDraft} />
      </AddHireFrame>
    );
  }
  return <PersonalStep user={user} />;
}

function PersonalStep({ user }: { user: SessionUser }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  // The signed-in user coordinates the hire unless someone else is chosen.
  const started = ensureDraft(user.id, () => emptyHireForm({ _id: user.id, fullName: user.fullName }, ownTimezoneText() ?? ''));
  const draft = useNewHireDraft(user.id) ?? started;
  const form = useHireForm(draft.values, STEP_FIELDS[0]);
  const guard = useAddHireGuard(form.formState.isDirty);
  const duplicates = useHireDuplicates(form);

  // Once the hire exists only its plan is left to assign, which the later steps do.
  if (draft.createdHire) return <Navigate to={ROUTES.hireDetails} replace />;

  const onContinue = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = await form.trigger([...STEP_FIELDS[0]], { shouldFocus: true });
    if (!valid) return;
    updateDraft({ values: form.getValues(), personalDone: true });
    await navigate(ROUTES.hireDetails, { state: STEP_CHANGE });
  };

  const discard = async () => {
    await guard.leaveWithoutAsking(() => navigate(ROUTES.newHires));
    discardDraft();
  };

  return (
    <AddHireFrame step={0}>
      <form noValidate aria-label="Personal" onSubmit={(event) => void onContinue(event)}>
        <HirePersonalFields form={form} look={ADD_HIRE_LOOK} />
        <DuplicateHiresNotice duplicates={duplicates} style={{ marginTop: token.marginSM }} />
        <Flex justify="space-between" gap={token.marginSM} style={{ marginTop: token.marginSM }}>
          <Popconfirm
            title="Discard this new hire?"
            description="What you entered is cleared."
            okText="Discard"
            cancelText="Keep editing"
            onConfirm={() => void discard()}
          >
            <Button>Cancel</Button>
          </Popconfirm>
          <Button type="primary" htmlType="submit">
            Continue
          </Button>
        </Flex>
      </form>
    </AddHireFrame>
  );
}
