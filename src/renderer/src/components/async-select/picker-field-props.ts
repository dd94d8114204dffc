import type { CSSProperties } from 'react';

/** What every select-like picker takes as a form field: its id, look and accessibility wiring. */
export interface PickerFieldProps {
  /** The id of the search input, which a label's htmlFor points to. */
  id: string;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error';
  size?: 'small' | 'middle' | 'large';
  style?: CSSProperties;
  onBlur?(): void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
}
