import UserSwitchOutlined from '@ant-design/icons/UserSwitchOutlined';
import { Button } from 'antd';
import { useState } from 'react';
import { LOGIN_AS_PERMISSION } from '@shared/login-as';
import { useSession } from '@renderer/lib/session/session-context';
import { LOGIN_AS_TEXT } from '../login-as-text';
import { LoginAsDialog } from './login-as-dialog';

/** The header's "Log in as…" for an administrator who holds the right; nothing while already viewing as someone. */
export function LoginAsButton() {
  const { state } = useSession();
  const [open, setOpen] = useState(false);
  const user = state.user;
  if (!user || user.loginAs !== undefined || !user.permissions.includes(LOGIN_AS_PERMISSION)) return null;
  return (
    <>
      <Button icon={<UserSwitchOutlined />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {LOGIN_AS_TEXT.open}
      </Button>
      <LoginAsDialog open={open} currentUserId={user.id} companyName={user.company.name} onClose={() => setOpen(false)} />
    </>
  );
}
