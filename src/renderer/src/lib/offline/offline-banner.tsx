import { Alert, Button } from 'antd';
import { OFFLINE_TEXT, ageText } from './offline-text';
import { useConnectivity } from './use-connectivity';
import { useShownDataAge } from './use-shown-data-age';

/** Shown while the gateway cannot be reached: what is on screen, how old it is, and that changes are kept. */
export function OfflineBanner() {
  const { online, checking, check } = useConnectivity();
  const age = useShownDataAge(!online);
  if (online) return null;
  const shown = age === null ? OFFLINE_TEXT.bannerNothingSaved : OFFLINE_TEXT.bannerAge(ageText(age));
  return (
    <Alert
      banner
      aria-label={OFFLINE_TEXT.bannerTitle}
      type="warning"
      showIcon
      title={OFFLINE_TEXT.bannerTitle}
      description={`${OFFLINE_TEXT.bannerUnreachable} ${shown} ${OFFLINE_TEXT.bannerChangesKept}`}
      action={
        <Button size="small" loading={checking} onClick={() => void check()}>
          {OFFLINE_TEXT.tryAgain}
        </Button>
      }
    />
  );
}
