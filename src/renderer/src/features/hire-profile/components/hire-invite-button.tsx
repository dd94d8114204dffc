import { Button } from 'antd';
import type { Hire } from '@shared/contract/onboarding-schemas';
import { useHireAction } from '../api/use-hire-action';

/** Only approved hires get an account: preboarding and onboarding. */
export function canBeInvited(hire: Pick<Hire, 'status'>): boolean {
  return hire.status === 'preboarding' || hire.status === 'onboarding';
}

/** Gives the hire their own account and mails a link to set its password; once invited, mails a new link. */
export function HireInviteButton({ hire, canChange }: { hire: Hire; canChange: boolean }) {
  const invite = useHireAction('newHire.invite', hire._id);
  if (!canBeInvited(hire)) return null;
  return (
    <Button disabled={!canChange} loading={invite.isPending} onClick={() => canChange && invite.mutate({ id: hire._id })}>
      {hire.userId ? 'Resend invite' : 'Invite'}
    </Button>
  );
}
