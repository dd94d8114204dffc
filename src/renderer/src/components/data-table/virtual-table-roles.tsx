import type { TableProps } from 'antd';
import { createElement, forwardRef, type ComponentPropsWithRef, type ElementType } from 'react';

/**
 * antd's virtual table draws its header as a <table> of its own and its body rows as divs, so a
 * screen reader would meet a one-row table and then loose text. The data table names its own frame
 * role="table" instead and hands antd these parts: the header <table> becomes presentational (its
 * rows would otherwise belong to it alone), and the header row, the column headers, the scrolling
 * body, its rows and their cells all carry their table role explicitly.
 */
function withRole(tag: ElementType, role: string) {
  const Part = forwardRef<HTMLElement, ComponentPropsWithRef<'div'>>(function TablePart(props, ref) {
    return createElement(tag, { ...props, ref, role });
  });
  Part.displayName = `${String(tag)}[role=${role}]`;
  return Part;
}

export const VIRTUAL_TABLE_PARTS: TableProps['components'] = {
  header: {
    table: withRole('table', 'presentation'),
    wrapper: withRole('thead', 'rowgroup'),
    row: withRole('tr', 'row'),
    cell: withRole('th', 'columnheader'),
  },
  body: {
    wrapper: withRole('div', 'rowgroup'),
    row: withRole('div', 'row'),
    cell: withRole('div', 'cell'),
  },
} as TableProps['components'];

/** The header is row 1 of aria-rowcount; a list's rows follow it. */
export const HEADER_ROW_PROPS = { 'aria-rowindex': 1 } as const;

export function bodyRowIndex(index: number | undefined): number {
  return (index ?? 0) + 2;
}
