import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, theme } from 'antd';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { SignupProductCode } from '@shared/products';
import { gatewayFieldErrors } from '@renderer/lib/forms/gateway-field-errors';
import { useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { useSignUpCompany } from '../api/use-sign-up-company';
import { buildSignUpPayload } from '../lib/sign-up-payload';
import {
  EMPTY_SIGN_UP_FORM,
  signUpFieldOf,
  signUpFormSchema,
  STEP_FIELDS,
  stepOfSignUpField,
  type SignUpFormInput,
  type SignUpFormValues,
} from '../schemas/sign-up-schema';
import { CompanyRegistrationStep } from './company-registration-step';
import { CompanyStep } from './company-step';
import { PersonalStep } from './personal-step';
import { SignUpIntro } from './sign-up-intro';
import { StepHeading } from './step-heading';

type Step = 1 | 2 | 3;

/** Spec section 2: the three step titles, word for word. */
export const STEP_TITLES: Readonly<Record<Step, string>> = {
  1: 'Personal Information (1/3)',
  2: 'Company Details (2/3)',
  3: 'Company Details (3/3)',
};

const HEADING_ID = 'sign-up-step-title';

export interface SignUpWizardProps {
  /** The products chosen before the intro card; without a list the gateway's default applies. */
  allowedCompany: readonly SignupProductCode[] | undefined;
  /** Back on the intro card. */
  onLeave(): void;
}

/**
 * Spec sections 2 to 5: the intro card, then three steps. Continue moves on only when the step's
 * fields are valid, and submits on step 3; Back goes one step back, from step 1 to the intro.
 * One form holds every step, so values survive going back and forth and a failed submit.
 */
export function SignUpWizard({ allowedCompany, onLeave }: SignUpWizardProps) {
  const { token } = theme.useToken();
  const [stage, setStage] = useState<'intro' | Step>('intro');
  const form = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    mode: 'onChange',
    resolver: zodResolver(signUpFormSchema),
    defaultValues: EMPTY_SIGN_UP_FORM,
  });
  const { leaveWithoutAsking } = useUnsavedChanges(form.formState.isDirty);
  // A refused field is shown on its own step, the earliest one first; every other value stays.
  const markRefusedFields = (error: unknown): boolean => {
    const country = form.getValues('country');
    const refused = gatewayFieldErrors(error, (field) => signUpFieldOf(field, country));
    if (refused.length === 0) return false;
    setStage(Math.min(...refused.map(([field]) => stepOfSignUpField(field))) as Step);
    for (const [field, message] of refused) form.setError(field, { type: 'server', message });
    return true;
  };
  const signUp = useSignUpCompany({ leaveWithoutAsking, markRefusedFields });

  if (stage === 'intro') {
    return <SignUpIntro products={allowedCompany} onBack={onLeave} onStart={() => setStage(1)} />;
  }
  const step = stage;

  const onContinue = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const valid = await form.trigger([...STEP_FIELDS[step]], { shouldFocus: true });
    if (!valid) return;
    if (step === 1 || step === 2) {
      setStage(step === 1 ? 2 : 3);
      return;
    }
    await form.handleSubmit((values) => signUp.mutate(buildSignUpPayload(values, allowedCompany)))();
  };
  const onBack = () => setStage(step === 1 ? 'intro' : step === 2 ? 1 : 2);

  return (
    <Card>
      <form noValidate aria-labelledby={HEADING_ID} onSubmit={(event) => void onContinue(event)}>
        <StepHeading id={HEADING_ID}>{STEP_TITLES[step]}</StepHeading>
        {step === 1 ? <PersonalStep form={form} /> : step === 2 ? <CompanyStep form={form} /> : <CompanyRegistrationStep form={form} />}
        <div style={{ display: 'flex', gap: token.marginSM, justifyContent: 'space-between', marginTop: token.marginSM }}>
          <Button size="large" onClick={onBack} disabled={signUp.isPending}>
            Back
          </Button>
          <Button type="primary" htmlType="submit" size="large" loading={signUp.isPending}>
            Continue
          </Button>
        </div>
      </form>
    </Card>
  );
}
