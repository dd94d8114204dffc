import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { HireForm } from '@renderer/domain/hires/hire-form-look';
import { hireFormSchema, type HireFormField, type HireFormInput, type HireFormValues } from '@renderer/domain/hires/hire-form-schema';
import { currentDraft, keepDraftValues, updateDraft } from '../lib/new-hire-draft-store';

/**
 * The add flow's form on one of its routes: it starts from the draft's values, writes every
 * change back to the draft (so nothing is lost between the routes or on Back), and shows the
 * gateway's messages from a failed save for the fields this route owns. Spec section 5: it
 * validates on change.
 */
export function useHireForm(initial: HireFormInput, ownFields: readonly HireFormField[]): HireForm {
  const form = useForm<HireFormInput, unknown, HireFormValues>({
    mode: 'onChange',
    resolver: zodResolver(hireFormSchema),
    defaultValues: initial,
  });

  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => keepDraftValues(values) });
  }, [form]);

  useEffect(() => {
    const pending = currentDraft()?.pendingErrors ?? {};
    const mine = ownFields.filter((field) => pending[field] !== undefined);
    if (mine.length === 0) return;
    for (const field of mine) form.setError(field, { type: 'server', message: pending[field] }, { shouldFocus: field === mine[0] });
    updateDraft({ pendingErrors: Object.fromEntries(Object.entries(pending).filter(([field]) => !ownFields.includes(field as HireFormField))) });
  }, [form, ownFields]);

  return form;
}
