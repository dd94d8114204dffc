import { Col, Row } from 'antd';
import type { ReactElement } from 'react';
import type { HireFormLook } from './hire-form-look';

/** The fields side by side in two columns on a wide window, or one under the other, as the look says. */
export function HireFormColumns({ look, fields }: { look: HireFormLook; fields: readonly ReactElement[] }) {
  if (look.columns === 1) return <>{fields}</>;
  return (
    <Row gutter={16}>
      {fields.map((field) => (
        <Col key={field.key} xs={24} md={12}>
          {field}
        </Col>
      ))}
    </Row>
  );
}
