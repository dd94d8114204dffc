export const WELCOME_TEXT = {
  found: 'Welcome experience.',
  saved: 'Welcome experience saved.',
  hireNotFound: 'This new hire does not exist in your company.',
  ownFieldsSaved: 'Your details are saved.',
  fieldUnknown: 'This field does not exist in your company.',
  fieldNotEditable: (label: string) => `You cannot change “${label}” yourself. Ask your coordinator to change it.`,
} as const;
