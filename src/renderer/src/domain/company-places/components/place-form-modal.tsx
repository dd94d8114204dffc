import { Form, Input, type InputRef, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { PLACE_NOUNS, PLACE_TEXT, type PlaceKind } from '@shared/company-places';
import type { CompanyPlace } from '@shared/contract/company-places';
import { TimezoneSelect } from '@renderer/components/timezone-select/timezone-select';
import { showFieldErrors } from '@renderer/lib/forms/show-field-errors';
import { preventImplicitSubmit } from '@renderer/lib/forms/prevent-implicit-submit';
import { usePlaceWrite } from '../api/use-company-places';

interface PlaceFormValues {
  name: string;
  externalCode: string;
  address: string;
  timezone: string | undefined;
}

const FIELDS = ['name', 'externalCode', 'address', 'timezone'];

function initialValues(place: CompanyPlace | null): PlaceFormValues {
  return { name: place?.name ?? '', externalCode: place?.externalCode ?? '', address: place?.address ?? '', timezone: place?.timezone ?? undefined };
}

/**
 * Adds a department, location or other criterion, or edits one (`place`). A refused save keeps
 * what was typed and marks the fields the gateway names; a stale version says to reload.
 */
export function PlaceFormModal({ kind, place, open, onClose }: { kind: PlaceKind; place: CompanyPlace | null; open: boolean; onClose(): void }) {
  const [form] = Form.useForm<PlaceFormValues>();
  const nameBox = useRef<InputRef>(null);
  const add = usePlaceWrite('settings.addPlace');
  const update = usePlaceWrite('settings.updatePlace');
  const noun = PLACE_NOUNS[kind];
  const isLocation = kind === 'locations';
  const id = (field: string) => `place-${field}`;

  useEffect(() => {
    if (open) form.setFieldsValue(initialValues(place));
  }, [open, place, form]);

  const save = (values: PlaceFormValues) => {
    const fields = {
      name: values.name,
      externalCode: values.externalCode || null,
      address: isLocation ? values.address || null : null,
      timezone: isLocation ? (values.timezone ?? null) : null,
    };
    const done = { onSuccess: onClose, onError: (error: Error) => showFieldErrors(form, error, FIELDS, 'name') };
    if (place === null) add.mutate({ kind, ...fields }, done);
    else update.mutate({ kind, id: place._id, version: place.version, ...fields }, done);
  };

  return (
    <Modal
      open={open}
      title={place === null ? `Add ${noun.one}` : `Edit ${noun.one} “${place.name}”`}
      okText={place === null ? `Add ${noun.one}` : 'Save'}
      onOk={() => form.submit()}
      confirmLoading={add.isPending || update.isPending}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      // Once open, whether it zoomed in or (with reduced motion) just appeared: the name is what to type.
      afterOpenChange={(isOpen) => isOpen && nameBox.current?.focus()}
    >
      <Form form={form} layout="vertical" initialValues={initialValues(place)} onFinish={save} onKeyDown={preventImplicitSubmit}>
        <Form.Item name="name" label="Name" htmlFor={id('name')} rules={[{ required: true, whitespace: true, message: PLACE_TEXT.nameRequired }, { max: 100 }]}>
          <Input id={id('name')} ref={nameBox} maxLength={100} />
        </Form.Item>
        <Form.Item
          name="externalCode"
          label="External id"
          htmlFor={id('externalCode')}
          extra="The id your HR or payroll system knows it by, if any."
          rules={[{ max: 100 }]}
        >
          <Input id={id('externalCode')} maxLength={100} />
        </Form.Item>
        {isLocation && (
          <>
            <Form.Item name="address" label="Address" htmlFor={id('address')} rules={[{ max: 500 }]}>
              <Input.TextArea id={id('address')} rows={3} maxLength={500} />
            </Form.Item>
            <Form.Item name="timezone" label="Time zone" htmlFor={id('timezone')} extra="New hires added here start with this time zone.">
              <TimezoneField id={id('timezone')} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}

/** The time zone picker as a Form.Item control. */
function TimezoneField({ id, value, onChange }: { id: string; value?: string; onChange?: (value: string | undefined) => void }) {
  return <TimezoneSelect id={id} value={value} onChange={(text) => onChange?.(text)} />;
}
