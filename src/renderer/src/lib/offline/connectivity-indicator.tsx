import { Badge, Button, Flex, Tag } from 'antd';
import { reviewConflicts } from './conflict-review';
import { OFFLINE_TEXT } from './offline-text';
import { useConnectivity } from './use-connectivity';
import { useWaitingChangeCount } from './use-queued-changes';

/** In the header: whether the gateway answers, how many changes wait for it, and how many the user has to review (`toReview`). */
export function ConnectivityIndicator({ toReview }: { toReview: number }) {
  const { online } = useConnectivity();
  const waiting = useWaitingChangeCount();
  return (
    <Flex align="center" gap={8}>
      <Flex role="status" aria-label={OFFLINE_TEXT.connectionLabel(online, waiting)} align="center" gap={8}>
        <Badge status={online ? 'success' : 'warning'} text={online ? OFFLINE_TEXT.online : OFFLINE_TEXT.offline} />
        {waiting > 0 ? <Tag color={online ? 'processing' : 'warning'}>{OFFLINE_TEXT.waiting(waiting)}</Tag> : null}
      </Flex>
      {toReview > 0 ? (
        <Button size="small" danger onClick={reviewConflicts}>
          {OFFLINE_TEXT.toReview(toReview)}
        </Button>
      ) : null}
    </Flex>
  );
}
