import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { landingPath } from '@shared/landing';
import { CURRENT_PRODUCT } from '@shared/products';
import { failureMessage } from '@renderer/lib/bridge';
import { useSession } from '@renderer/lib/session/session-context';
import { useToast } from '@renderer/lib/toast/toast-context';
import { useEndLoginAs } from '../api/use-login-as';
import { LOGIN_AS_TEXT } from '../login-as-text';

/** Spec section 4: while an administrator views as another user, say so on every page, with the way back. */
export function LoginAsBanner() {
  const { state } = useSession();
  const end = useEndLoginAs();
  const navigate = useNavigate();
  const { message } = useToast();
  const user = state.user;
  if (!user || user.loginAs === undefined) return null;

  const returnToAccount = () =>
    end.mutate(undefined, {
      onSuccess: (result) => {
        void message.success(result.message);
        void navigate(landingPath(result.user, CURRENT_PRODUCT), { replace: true });
      },
      onError: (error) => void message.error(failureMessage(error, LOGIN_AS_TEXT.returnFailed)),
    });

  return (
    <Alert
      banner
      type="warning"
      showIcon
      title={LOGIN_AS_TEXT.banner(user.fullName, user.loginAs)}
      action={
        <Button size="small" type="primary" loading={end.isPending} onClick={returnToAccount}>
          {LOGIN_AS_TEXT.returnToAccount}
        </Button>
      }
    />
  );
}
