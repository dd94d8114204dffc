import { Card, Flex, Steps, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ADD_HIRE_STEPS, type AddHireStep } from '../lib/add-hire-steps';

export const ADD_HIRE_TITLE = 'Add new hire';
/** Spec section 9: forms are at most 550 px wide. */
const FORM_MAX_WIDTH = 550;

/** The add flow's page: its title, where the user is among the five steps, and the step's form. */
export function AddHireFrame({ step, children }: { step: AddHireStep; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {ADD_HIRE_TITLE}
      </Typography.Title>
      <Steps current={step} size="small" items={ADD_HIRE_STEPS.map((title) => ({ title }))} aria-label="Steps of adding a new hire" />
      <Card style={{ maxWidth: FORM_MAX_WIDTH }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {`${ADD_HIRE_STEPS[step]} (${step + 1}/${ADD_HIRE_STEPS.length})`}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
