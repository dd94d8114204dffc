import { Alert, Button, Card, ConfigProvider, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { OwnField } from '@shared/contract/own-fields';
import type { WelcomeBlockView } from '@shared/contract/welcome-pages';
import { toDisplayDate } from '@shared/date-format';
import { WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { TimezoneSelect } from '@renderer/components/timezone-select/timezone-select';
import { customFieldGatewayValue, type CustomFieldFormValue } from '@renderer/domain/hires/custom-field-values';
import { CustomFieldControl } from '@renderer/domain/hires/hire-custom-fields';
import { BridgeError, failureMessage } from '@renderer/lib/bridge';
import { gatewayFieldErrors } from '@renderer/lib/forms/gateway-field-errors';
import { PREVIEW_NOTHING_SENT, type WelcomeBlockContext } from './block-context';
import { useSubmitWelcomeForm } from './use-submit-welcome-form';

type FormBlock = Extract<WelcomeBlockView, { kind: 'form' }>;

export const FORM_BLOCK_TEXT = {
  send: 'Send',
  sendAgain: 'Change your answers',
  cancel: 'Cancel',
  sentOn: (date: string) => `Sent on ${toDisplayDate(date)}`,
  notSet: 'Not answered',
  notSent: 'Your answers were not sent. Correct the marked fields and send them again.',
  failed: 'Your answers could not be sent. They are still here; try again.',
  reloaded: 'The page was read again. Your answers are still here; check them and send again.',
  nothingAsked: 'This form asks for nothing you can see.',
} as const;

/** A field the hire fills in here: one they may edit, of a type they can pick without a people search. */
const fillable = (field: OwnField) => field.editable && field.type !== 'user';

export interface FormBlockViewProps {
  block: FormBlock;
  pageId: string;
  pageVersion: number;
  context: WelcomeBlockContext;
}

/**
 * A form of the page: the asked-for fields with the controls "About you" uses, only those the hire may
 * edit editable. Sent, it says when and shows the answers; a refusal puts each message under its field
 * and keeps what was typed.
 */
export function FormBlockView({ block, pageId, pageVersion, context }: FormBlockViewProps) {
  const [editing, setEditing] = useState(block.submission === null);
  const [values, setValues] = useState<Record<string, CustomFieldFormValue>>(() =>
    Object.fromEntries(block.fields.map((field) => [field.key, field.value ?? undefined])),
  );
  const [notice, setNotice] = useState<{ type: 'error' | 'warning' | 'success'; text: string } | null>(null);
  const submit = useSubmitWelcomeForm();
  const preview = context.mode === 'preview';
  const canSend = block.fields.some(fillable);
  const fieldErrors = new Map(submit.isError ? gatewayFieldErrors(submit.error, (name) => (name.startsWith('fields.') ? name.slice(7) : undefined)) : []);

  const send = () => {
    const fields = Object.fromEntries(block.fields.filter(fillable).map((field) => [field.key, customFieldGatewayValue(values[field.key])]));
    submit.mutate(
      { pageId, blockId: block.id, hireId: context.hireId, version: context.hireVersion, pageVersion, fields },
      {
        onSuccess: (answer) => {
          setNotice({ type: 'success', text: answer.message || WELCOME_PAGE_TEXT.submitted });
          setEditing(false);
        },
        onError: (error) => {
          if (error instanceof BridgeError && error.status === 409) {
            setNotice({ type: 'warning', text: `${failureMessage(error, WELCOME_PAGE_TEXT.pageVersionGone)} ${FORM_BLOCK_TEXT.reloaded}` });
          } else {
            const named = gatewayFieldErrors(error, (name) => (name.startsWith('fields.') ? name : undefined)).length > 0;
            setNotice({ type: 'error', text: named ? FORM_BLOCK_TEXT.notSent : failureMessage(error, FORM_BLOCK_TEXT.failed) });
          }
        },
      },
    );
  };

  const title = block.title || 'Tell us about you';
  if (block.fields.length === 0) {
    return (
      <Card title={title} size="small">
        <Typography.Text type="secondary">{FORM_BLOCK_TEXT.nothingAsked}</Typography.Text>
      </Card>
    );
  }

  const sentLine = block.submission ? (
    <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
      {FORM_BLOCK_TEXT.sentOn(block.submission.submittedAt)}
    </Typography.Text>
  ) : null;

  return (
    <Card title={title} size="small">
      {preview ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={PREVIEW_NOTHING_SENT} /> : null}
      {notice ? (
        <Alert type={notice.type} showIcon role={notice.type === 'success' ? 'status' : 'alert'} style={{ marginBottom: 12 }} title={notice.text} />
      ) : null}
      {sentLine}
      {editing || preview ? (
        <form
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            if (!preview) send();
          }}
        >
          <Flex vertical gap={16}>
            {block.fields.map((field) => (
              <FormFieldRow
                key={field.key}
                field={field}
                blockId={block.id}
                value={values[field.key]}
                onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
                error={fieldErrors.get(field.key)}
                disabled={preview || !fillable(field)}
              />
            ))}
            {canSend ? (
              <Flex gap={8}>
                <Button type="primary" htmlType="submit" disabled={preview} loading={submit.isPending}>
                  {FORM_BLOCK_TEXT.send}
                </Button>
                {block.submission && !preview ? (
                  <Button onClick={() => setEditing(false)} disabled={submit.isPending}>
                    {FORM_BLOCK_TEXT.cancel}
                  </Button>
                ) : null}
              </Flex>
            ) : null}
          </Flex>
        </form>
      ) : (
        <>
          <Descriptions
            column={1}
            size="small"
            items={block.fields.map((field) => ({ key: field.key, label: field.label, children: field.text ?? FORM_BLOCK_TEXT.notSet }))}
          />
          {canSend ? (
            <Button
              style={{ marginTop: 12 }}
              onClick={() => {
                setNotice(null);
                setEditing(true);
              }}
            >
              {FORM_BLOCK_TEXT.sendAgain}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}

interface FormFieldRowProps {
  field: OwnField;
  blockId: string;
  value: CustomFieldFormValue;
  onChange(value: CustomFieldFormValue): void;
  error: string | undefined;
  disabled: boolean;
}

/** One asked-for field: its control when the hire may fill it in here, else its value to read. */
function FormFieldRow({ field, blockId, value, onChange, error, disabled }: FormFieldRowProps) {
  const id = `welcome-form-${blockId}-${field.key}`;
  const errorId = `${id}-error`;
  if (!fillable(field)) {
    return (
      <div>
        <Typography.Text strong id={`${id}-label`} style={{ display: 'block' }}>
          {field.label}
        </Typography.Text>
        <Typography.Text aria-labelledby={`${id}-label`}>{field.text ?? FORM_BLOCK_TEXT.notSet}</Typography.Text>
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          Only your company can change this.
        </Typography.Text>
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 600 }}>
        {field.label}
      </label>
      <ConfigProvider componentDisabled={disabled}>
        {field.key === 'timezone' ? (
          <TimezoneSelect id={id} aria-label={field.label} value={typeof value === 'string' ? value : undefined} onChange={(text) => onChange(text ?? null)} />
        ) : (
          <CustomFieldControl
            field={field}
            id={id}
            value={value}
            onChange={onChange}
            onBlur={() => undefined}
            error={error}
            required={false}
            masked={false}
            describedBy={errorId}
          />
        )}
      </ConfigProvider>
      <div id={errorId} role={error ? 'alert' : undefined}>
        {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      </div>
    </div>
  );
}
