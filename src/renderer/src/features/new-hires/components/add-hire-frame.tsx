import { Card, Flex, Steps, theme, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ADD_HIRE_STEPS, cameFromAnotherStep, type AddHireStep } from '../lib/add-hire-steps';

export const ADD_HIRE_TITLE = 'Add new hire';
/** Spec section 9: forms are at most 550 px wide. */
const FORM_MAX_WIDTH = 550;

/**
 * The add flow's page: its title, where the user is among the five steps, and the step's form.
 * Moving to another step puts the focus on the new step's heading, so a keyboard or screen-reader
 * user hears where they are and goes on from the top of its form.
 */
export function AddHireFrame({ step, children }: { step: AddHireStep; children: ReactNode }) {
  const { token } = theme.useToken();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<AddHireStep | null>(cameFromAnotherStep(location.state) ? null : step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
  return (
    <Flex vertical gap={token.marginLG}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {ADD_HIRE_TITLE}
      </Typography.Title>
      <Steps current={step} size="small" items={ADD_HIRE_STEPS.map((title) => ({ title }))} aria-label="Steps of adding a new hire" />
      <Card style={{ maxWidth: FORM_MAX_WIDTH }}>
        <Typography.Title ref={heading} tabIndex={-1} level={2} style={{ marginTop: 0 }}>
          {`${ADD_HIRE_STEPS[step]} (${step + 1}/${ADD_HIRE_STEPS.length})`}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
