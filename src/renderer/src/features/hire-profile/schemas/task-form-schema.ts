import { z } from 'zod';
import { assigneeRoleSchema, isoDate, taskCategorySchema } from '@shared/contract/onboarding-schemas';
import { ONBOARDING_TEXT } from '@shared/messages';
import { TITLE_MAX_LENGTH } from '@shared/onboarding';
import { TEXT_LENGTH_TEXT } from '@shared/contract/text';
import { VALIDATION } from '@shared/messages';
import { personOptionSchema } from '@renderer/domain/hires/person-option';

/** The task modal's form: the rules of the task calls, with the named person held as a picker option. */
export const taskFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: VALIDATION.fieldRequired })
      .max(TITLE_MAX_LENGTH, { error: TEXT_LENGTH_TEXT.tooLong('Title', TITLE_MAX_LENGTH) }),
    description: z.string(),
    taskCategory: taskCategorySchema,
    assigneeRole: assigneeRoleSchema,
    assignee: personOptionSchema.nullable(),
    dueDate: z.string().min(1, { error: VALIDATION.fieldRequired }).pipe(isoDate('Due date')),
  })
  .refine((task) => task.assigneeRole !== 'user' || task.assignee !== null, { error: ONBOARDING_TEXT.assigneeUserRequired, path: ['assignee'] });

export type TaskFormInput = z.input<typeof taskFormSchema>;
export type TaskFormValues = z.output<typeof taskFormSchema>;

/** The fields the create and update calls take, from the form's values. */
export function taskFields(values: TaskFormValues) {
  return {
    title: values.title,
    description: values.description,
    taskCategory: values.taskCategory,
    assigneeRole: values.assigneeRole,
    assigneeUserId: values.assigneeRole === 'user' ? (values.assignee?._id ?? null) : null,
    dueDate: values.dueDate,
  };
}
