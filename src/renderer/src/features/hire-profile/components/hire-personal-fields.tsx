import { Col, Row } from 'antd';
import { Controller } from 'react-hook-form';
import { PhoneInput } from '@renderer/components/phone-input';
import { HIRE_EDIT_IDS, type HireEditForm } from './hire-edit-form-types';
import { HireTextField } from './hire-text-field';

/** Names and how to reach the hire. */
export function HirePersonalFields({ form }: { form: HireEditForm }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <HireTextField form={form} name="firstName" label="First name" required autoComplete="off" />
      </Col>
      <Col xs={24} md={12}>
        <HireTextField form={form} name="lastName" label="Last name" required />
      </Col>
      <Col xs={24} md={12}>
        <HireTextField form={form} name="preferredName" label="Preferred name" />
      </Col>
      <Col xs={24} md={12}>
        <HireTextField form={form} name="personalEmail" label="Personal email" type="email" required />
      </Col>
      <Col xs={24} md={12}>
        <HireTextField form={form} name="workEmail" label="Work email" type="email" />
      </Col>
      <Col xs={24} md={12}>
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              id={HIRE_EDIT_IDS.phone}
              label="Phone"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={form.formState.errors.phone?.message}
            />
          )}
        />
      </Col>
    </Row>
  );
}
