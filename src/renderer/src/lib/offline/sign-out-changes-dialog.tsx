import { Button, Flex, Modal, Typography } from 'antd';
import { countOf } from './offline-text';

export interface SignOutChangesDialogProps {
  open: boolean;
  /** What is about to sign the user out, when it is not the Sign out button. */
  reason?: string | undefined;
  /** Changes not on the gateway yet, conflicts to review included. */
  count: number;
  online: boolean;
  /** True while "Send changes now" waits for the changes to go. */
  sending: boolean;
  onSend(): void;
  onDiscard(): void;
  onCancel(): void;
}

/** Signing out wipes this computer's copy, so changes not yet sent would be lost: the user decides. */
export function SignOutChangesDialog({ open, reason, count, online, sending, onSend, onDiscard, onCancel }: SignOutChangesDialogProps) {
  return (
    <Modal
      open={open}
      title="Send your changes before signing out?"
      onCancel={onCancel}
      mask={{ closable: !sending }}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button danger onClick={onDiscard} disabled={sending}>
            Discard changes and sign out
          </Button>
          <Button type="primary" onClick={onSend} disabled={!online} loading={sending}>
            Send changes now
          </Button>
        </Flex>
      }
    >
      {reason ? <Typography.Paragraph>{reason}</Typography.Paragraph> : null}
      <Typography.Paragraph>{`${countOf(count, 'change')} ${count === 1 ? 'hasn’t' : 'haven’t'} reached the gateway yet. Signing out removes ${count === 1 ? 'it' : 'them'} from this computer.`}</Typography.Paragraph>
      {online ? null : <Typography.Paragraph type="secondary">You’re offline, so they can’t be sent right now.</Typography.Paragraph>}
    </Modal>
  );
}
