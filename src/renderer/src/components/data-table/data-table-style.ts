import { theme } from 'antd';
import type { CSSProperties } from 'react';

// A sortable header takes focus from the keyboard; antd only tints it, so it gets a ring too.
// A selected row is tinted as antd tints its own selected rows, a shade deeper under the pointer.
// antd gives a skeleton input a minimum width that would overflow narrow columns such as S.No.
export const DATA_TABLE_CSS = `
.hcm-data-table .ant-table-thead th.ant-table-column-has-sorters:focus-visible {
  outline: var(--hcm-table-focus-width) solid var(--hcm-table-focus);
  outline-offset: calc(-1 * var(--hcm-table-focus-width));
}
.hcm-data-table .ant-table-tbody .ant-table-row.hcm-data-table__row--selected > .ant-table-cell {
  background: var(--hcm-table-selected);
}
.hcm-data-table .ant-table-tbody .ant-table-row.hcm-data-table__row--selected > .ant-table-cell.ant-table-cell-row-hover {
  background: var(--hcm-table-selected-hover);
}
.hcm-data-table .hcm-data-table__skeleton { min-width: 0; }
`;

/** Theme tokens as the custom properties DATA_TABLE_CSS reads, so every preset and mode follows antd. */
export function useDataTableStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--hcm-table-focus': token.colorPrimary,
    '--hcm-table-focus-width': `${token.lineWidthFocus}px`,
    '--hcm-table-selected': token.controlItemBgActive,
    '--hcm-table-selected-hover': token.controlItemBgActiveHover,
  } as CSSProperties;
}
