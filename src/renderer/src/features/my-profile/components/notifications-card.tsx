import { Alert, Button, Card, Flex, Skeleton, Switch, Typography } from 'antd';
import type { NotificationPreferences } from '@shared/offline';
import { failureMessage } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/use-notification-preferences';
import { MY_PROFILE_TEXT } from './my-profile-text';

const CHOICES = [
  { key: 'overdueNotifications', id: 'notifications-overdue', label: MY_PROFILE_TEXT.overdueNotifications },
  { key: 'overdueBadge', id: 'notifications-badge', label: MY_PROFILE_TEXT.overdueBadge },
] as const satisfies ReadonlyArray<{ key: keyof NotificationPreferences; id: string; label: string }>;

export interface NotificationsCardProps {
  /** The local web host shows no desktop notifications; the choices are kept all the same. */
  onWebHost: boolean;
  readOnly: boolean;
}

/** The user's overdue-task notification and badge choices, each saved as it is switched. */
export function NotificationsCard({ onWebHost, readOnly }: NotificationsCardProps) {
  const { message } = useToast();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const change = (current: NotificationPreferences, key: keyof NotificationPreferences, on: boolean) =>
    save.mutate(
      { ...current, [key]: on },
      {
        onSuccess: () => void message.success(MY_PROFILE_TEXT.saved),
        onError: (error) => void message.error(failureMessage(error, MY_PROFILE_TEXT.saveFailed)),
      },
    );

  return (
    <Card title={MY_PROFILE_TEXT.notificationsTitle}>
      {preferences.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : preferences.isError ? (
        <Alert
          type="error"
          showIcon
          title={MY_PROFILE_TEXT.loadFailedTitle}
          description={failureMessage(preferences.error, MY_PROFILE_TEXT.loadFailed)}
          action={
            <Button size="small" onClick={() => void preferences.refetch()} loading={preferences.isFetching}>
              {MY_PROFILE_TEXT.retry}
            </Button>
          }
        />
      ) : (
        <Flex vertical gap="middle">
          {onWebHost ? <Alert type="info" showIcon title={MY_PROFILE_TEXT.webHost} /> : null}
          {readOnly ? <Typography.Text type="secondary">{MY_PROFILE_TEXT.readOnly}</Typography.Text> : null}
          {CHOICES.map((choice) => (
            <Flex key={choice.key} align="center" gap="small">
              <Switch
                id={choice.id}
                checked={preferences.data[choice.key]}
                disabled={readOnly}
                loading={save.isPending && save.variables?.[choice.key] !== preferences.data[choice.key]}
                onChange={(on) => change(preferences.data, choice.key, on)}
              />
              <label htmlFor={choice.id}>{choice.label}</label>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
