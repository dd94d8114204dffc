import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { HireForm } from '@renderer/domain/hires/hire-form-look';
import { type AskedFields, NOTHING_ASKED, hireFormResolver } from '@renderer/domain/hires/custom-field-values';
import { formFieldOfPath, type HireFormField, type HireFormInput, type HireFormPath, type HireFormValues } from '@renderer/domain/hires/hire-form-schema';
import { currentDraft, keepDraftValues, updateDraft } from '../lib/new-hire-draft-store';

/**
 * The add flow's form on one of its routes: it starts from the draft's values, writes every
 * change back to the draft (so nothing is lost between the routes or on Back), and shows the
 * gateway's messages from a failed save for the fields this route owns. Spec section 5: it
 * validates on change.
 */
export function useHireForm(initial: HireFormInput, ownFields: readonly HireFormField[], asked: AskedFields = NOTHING_ASKED): HireForm {
  const form = useForm<HireFormInput, unknown, HireFormValues>({
    mode: 'onChange',
    resolver: hireFormResolver,
    context: asked,
    defaultValues: initial,
  });

  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => keepDraftValues(values) });
  }, [form]);

  useEffect(() => {
    const pending = currentDraft()?.pendingErrors ?? {};
    const isMine = (path: string) => ownFields.includes(formFieldOfPath(path as HireFormPath));
    const mine = (Object.keys(pending) as HireFormPath[]).filter(isMine);
    if (mine.length === 0) return;
    for (const path of mine) form.setError(path, { type: 'server', message: pending[path] }, { shouldFocus: path === mine[0] });
    updateDraft({ pendingErrors: Object.fromEntries(Object.entries(pending).filter(([path]) => !isMine(path))) });
  }, [form, ownFields]);

  return form;
}
