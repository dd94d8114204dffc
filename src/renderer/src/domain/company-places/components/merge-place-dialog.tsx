import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { PLACE_NOUNS, type PlaceKind } from '@shared/company-places';
import type { CompanyPlace } from '@shared/contract/company-places';
import { failureMessage } from '@renderer/lib/bridge';
import { usePlaceWrite } from '../api/use-company-places';
import { usageText } from '../lib/place-usage-text';

/** Merges one value into another of the same kind, showing first how many hires and rules move. */
export function MergePlaceDialog({
  kind,
  place,
  places,
  onClose,
}: {
  kind: PlaceKind;
  place: CompanyPlace | null;
  places: readonly CompanyPlace[];
  onClose(): void;
}) {
  const merge = usePlaceWrite('settings.mergePlace');
  const [intoId, setIntoId] = useState<string | undefined>(undefined);
  const noun = PLACE_NOUNS[kind];
  if (place === null) return null;
  const targets = places.filter((other) => other._id !== place._id && !other.archived);
  const into = targets.find((other) => other._id === intoId);
  const close = () => {
    setIntoId(undefined);
    merge.reset();
    onClose();
  };
  return (
    <Modal
      open
      title={`Merge ${noun.one} “${place.name}”`}
      okText="Merge"
      okButtonProps={{ disabled: into === undefined }}
      confirmLoading={merge.isPending}
      onOk={() => into && merge.mutate({ kind, id: place._id, version: place.version, intoId: into._id }, { onSuccess: close })}
      onCancel={close}
    >
      <Form layout="vertical">
        <Form.Item label="Merge into" htmlFor="merge-into">
          <Select
            id="merge-into"
            value={intoId}
            onChange={setIntoId}
            placeholder={`Choose a ${noun.one}`}
            options={targets.map((other) => ({ value: other._id, label: other.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph role="status">
        {into === undefined
          ? `The ${usageText(place)} that have “${place.name}” move to the ${noun.one} you choose.`
          : `${usageText(place)} move from “${place.name}” to “${into.name}”. “${place.name}” is then archived.`}
      </Typography.Paragraph>
      {merge.isError && <Alert type="error" showIcon title={failureMessage(merge.error, 'The merge did not go through. Try again.')} />}
    </Modal>
  );
}
