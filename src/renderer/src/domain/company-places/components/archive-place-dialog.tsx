import { Alert, Modal, Typography } from 'antd';
import { PLACE_NOUNS, type PlaceKind } from '@shared/company-places';
import type { CompanyPlace } from '@shared/contract/company-places';
import { failureMessage } from '@renderer/lib/bridge';
import { usePlaceWrite } from '../api/use-company-places';
import { usageText } from '../lib/place-usage-text';

/** Archives a value, or brings it back, after saying what that changes. */
export function ArchivePlaceDialog({ kind, place, onClose }: { kind: PlaceKind; place: CompanyPlace | null; onClose(): void }) {
  const archive = usePlaceWrite('settings.archivePlace');
  const noun = PLACE_NOUNS[kind];
  if (place === null) return null;
  const archiving = !place.archived;
  return (
    <Modal
      open
      title={archiving ? `Archive ${noun.one} “${place.name}”?` : `Bring back ${noun.one} “${place.name}”?`}
      okText={archiving ? 'Archive' : 'Bring back'}
      confirmLoading={archive.isPending}
      onOk={() => archive.mutate({ kind, id: place._id, version: place.version, archived: archiving }, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {archiving
          ? `It is no longer offered for new hires or new rules. The ${usageText(place)} that have it keep it; nothing moves.`
          : `It is offered again for new hires and rules.`}
      </Typography.Paragraph>
      {archive.isError && <Alert type="error" showIcon title={failureMessage(archive.error, 'The change did not go through. Try again.')} />}
    </Modal>
  );
}
