import { Col, ConfigProvider, Row } from 'antd';
import type { ReactElement } from 'react';
import type { HireFormLook } from './hire-form-look';

const BARE_FIELDSET = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/** The fields the reader sees, those they may not change disabled: antd's inputs by its context, the others (the phone's) by the fieldset. */
function shownFields(look: HireFormLook, fields: readonly ReactElement[]): ReactElement[] {
  const stateOf = (field: ReactElement) => look.fieldState?.(String(field.key)) ?? 'open';
  return fields
    .filter((field) => stateOf(field) !== 'hidden')
    .map((field) =>
      stateOf(field) === 'locked' ? (
        <ConfigProvider key={field.key} componentDisabled>
          <fieldset disabled style={BARE_FIELDSET}>
            {field}
          </fieldset>
        </ConfigProvider>
      ) : (
        field
      ),
    );
}

/** The fields side by side in two columns on a wide window, or one under the other, as the look says. */
export function HireFormColumns({ look, fields }: { look: HireFormLook; fields: readonly ReactElement[] }) {
  const shown = shownFields(look, fields);
  if (look.columns === 1) return <>{shown}</>;
  return (
    <Row gutter={16}>
      {shown.map((field) => (
        <Col key={field.key} xs={24} md={12}>
          {field}
        </Col>
      ))}
    </Row>
  );
}
