import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { landingPath } from '@shared/landing';
import { CURRENT_PRODUCT } from '@shared/products';
import type { AsyncOption } from '@renderer/components/async-select/async-option';
import { AsyncSelect } from '@renderer/components/async-select/async-select';
import { FormField } from '@renderer/components/form-field';
import { failureMessage } from '@renderer/lib/bridge';
import { fetchUserOptions } from '@renderer/lib/company/fetch-user-options';
import { useToast } from '@renderer/lib/toast/toast-context';
import { useStartLoginAs } from '../api/use-login-as';
import { LOGIN_AS_TEXT } from '../login-as-text';

const USER_FIELD_ID = 'login-as-user';

export interface LoginAsDialogProps {
  open: boolean;
  /** The administrator: choosing themself is pointed out rather than sent. */
  currentUserId: string;
  companyName: string;
  onClose(): void;
}

/** Picks a colleague of the company and starts viewing the app as them; a refusal keeps the choice. */
export function LoginAsDialog({ open, currentUserId, companyName, onClose }: LoginAsDialogProps) {
  const [chosen, setChosen] = useState<AsyncOption | null>(null);
  const start = useStartLoginAs();
  const navigate = useNavigate();
  const { message } = useToast();
  const choseSelf = chosen?._id === currentUserId;

  const close = () => {
    if (start.isPending) return;
    start.reset();
    setChosen(null);
    onClose();
  };

  const submit = () => {
    if (!chosen || choseSelf) return;
    start.mutate(chosen._id, {
      onSuccess: (result) => {
        setChosen(null);
        start.reset();
        onClose();
        void message.success(result.message);
        void navigate(landingPath(result.user, CURRENT_PRODUCT), { replace: true });
      },
    });
  };

  const fieldError = choseSelf ? LOGIN_AS_TEXT.yourself : undefined;
  return (
    <Modal
      open={open}
      title={LOGIN_AS_TEXT.dialogTitle}
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={close} disabled={start.isPending}>
            {LOGIN_AS_TEXT.cancel}
          </Button>
          <Button type="primary" onClick={submit} loading={start.isPending} disabled={!chosen || choseSelf}>
            {LOGIN_AS_TEXT.submit}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{LOGIN_AS_TEXT.dialogIntro(companyName)}</Typography.Paragraph>
      <FormField id={USER_FIELD_ID} label={LOGIN_AS_TEXT.userLabel} error={fieldError}>
        <AsyncSelect
          id={USER_FIELD_ID}
          fetcher={fetchUserOptions}
          value={chosen}
          onChange={(option) => {
            setChosen(option);
            start.reset();
          }}
          placeholder={LOGIN_AS_TEXT.userPlaceholder}
          style={{ width: '100%' }}
          aria-required
          aria-invalid={fieldError !== undefined}
          aria-describedby={`${USER_FIELD_ID}-error`}
          {...(fieldError ? { status: 'error' as const } : {})}
        />
      </FormField>
      {start.isError ? <Alert type="error" showIcon title={failureMessage(start.error, LOGIN_AS_TEXT.startFailed)} /> : null}
    </Modal>
  );
}
