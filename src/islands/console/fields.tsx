/**
 * Form fields and the data table of the console islands, on react-aria-components: a select, the
 * required reason of every change, and a table with column sorting and paging (keyboard-usable:
 * arrow keys move between cells, Enter sorts a focused column header).
 */
import { useMemo, useState, type ReactNode } from 'react';
import {
  Button, Cell, Column, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Row, Select, SelectValue, Table, TableBody, TableHeader,
  TextArea, TextField, type SortDescriptor,
} from 'react-aria-components';
import { useIsSSR } from 'react-aria';
import { useT } from '../shell/i18n.tsx';
import { STAFF_REASON_MAX_LENGTH, STAFF_REASON_MIN_LENGTH, staffReasonProblem } from '../../domain/staff/reason.ts';

/**
 * A select of `options` (value → label). Rendered in the browser only (a labelled placeholder on
 * the server): react-aria's hidden native select carries a `style` attribute, which the console's
 * CSP refuses in server-rendered HTML.
 */
export function SelectField<V extends string>({ label, value, onChange, options, name, isRequired }: {
  label: string;
  value: V | null;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  name?: string;
  isRequired?: boolean;
}) {
  const isSSR = useIsSSR();
  if (isSSR) {
    return (
      <div className="field">
        <span className="label">{label}</span>
        <span className="react-aria-Button secondary" aria-busy="true">{options.find((option) => option.value === value)?.label ?? '…'}</span>
      </div>
    );
  }
  return (
    <Select className="field" name={name} selectedKey={value} onSelectionChange={(key) => onChange(key as V)} isRequired={isRequired}>
      <Label>{label}</Label>
      <Button className="react-aria-Button secondary">
        <SelectValue />
        <span aria-hidden="true"> ▾</span>
      </Button>
      <FieldError />
      <Popover>
        <ListBox className="console-listbox">
          {options.map((option) => (
            <ListBoxItem key={option.value} id={option.value} textValue={option.label}>{option.label}</ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

/**
 * The required reason of a change (src/domain/staff/reason.ts; the server checks it again); `label`
 * names it otherwise where the reason is also shown to the player (an appeal's reply).
 */
export function ReasonField({ value, onChange, error, label }: { value: string; onChange: (value: string) => void; error?: string | null; label?: string }) {
  const t = useT();
  return (
    <TextField
      className="field" name="reason" value={value} onChange={onChange} isRequired minLength={STAFF_REASON_MIN_LENGTH} maxLength={STAFF_REASON_MAX_LENGTH}
      isInvalid={Boolean(error)} validate={(text) => (staffReasonProblem(text) === 'too_short' ? t('console_reason_required') : null)}
    >
      <Label>{label ?? t('console_reason')}</Label>
      <TextArea rows={2} />
      <FieldError>{error ?? undefined}</FieldError>
    </TextField>
  );
}

/** A text input field. */
export function TextInput({ label, value, onChange, name, type = 'text', isRequired, error, description }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  type?: string;
  isRequired?: boolean;
  error?: string | null;
  description?: string;
}) {
  return (
    <TextField className="field" name={name} type={type} value={value} onChange={onChange} isRequired={isRequired} isInvalid={Boolean(error)}>
      <Label>{label}</Label>
      <Input />
      {description && <span slot="description" className="field-hint">{description}</span>}
      <FieldError>{error ?? undefined}</FieldError>
    </TextField>
  );
}

/** A column of {@link DataTable}: its header, how to show a row, and (optionally) its sort value. */
export interface DataColumn<R> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  sortValue?: (row: R) => string | number;
  isRowHeader?: boolean;
}

/**
 * A table with sorting (columns with `sortValue`) and paging (`pageSize` rows per page). The server
 * renders the first page as a plain table: react-aria's rows carry a `style` attribute
 * (`--table-row-level`), which the console's CSP refuses in server-rendered HTML (set from script it
 * is allowed), so react-aria's grid replaces it once hydrated.
 */
export function DataTable<R>({ label, columns, rows, rowKey, pageSize = 20, initialSort }: {
  label: string;
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  pageSize?: number;
  initialSort?: SortDescriptor;
}) {
  const t = useT();
  const [sort, setSort] = useState<SortDescriptor | undefined>(initialSort);
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.column);
    if (!column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = sort?.direction === 'descending' ? -1 : 1;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (x < y ? -1 : x > y ? 1 : 0) * factor;
    });
  }, [rows, columns, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages);
  const visible = sorted.slice((current - 1) * pageSize, current * pageSize);
  if (useIsSSR()) {
    // The server (and hydration) render the same rows as a plain table; react-aria's grid takes over after.
    return (
      <table aria-label={label}>
        <thead>
          <tr>{columns.map((column) => <th key={column.id} scope="col">{column.header}</th>)}</tr>
        </thead>
        <tbody>
          {visible.length === 0 ? (
            <tr><td colSpan={columns.length}><p className="muted">{t('console_empty')}</p></td></tr>
          ) : visible.map((row) => (
            <tr key={rowKey(row)}>{columns.map((column) => (column.isRowHeader ? <th key={column.id} scope="row">{column.cell(row)}</th> : <td key={column.id}>{column.cell(row)}</td>))}</tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <div>
      <Table aria-label={label} sortDescriptor={sort} onSortChange={setSort}>
        <TableHeader>
          {columns.map((column) => (
            <Column key={column.id} id={column.id} isRowHeader={column.isRowHeader} allowsSorting={Boolean(column.sortValue)}>
              {({ sortDirection }) => (
                <>
                  {column.header}
                  {sortDirection && <span aria-hidden="true">{sortDirection === 'ascending' ? ' ▲' : ' ▼'}</span>}
                </>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody renderEmptyState={() => <p className="muted">{t('console_empty')}</p>}>
          {visible.map((row) => (
            <Row key={rowKey(row)} id={rowKey(row)}>
              {columns.map((column) => (
                <Cell key={column.id}>{column.cell(row)}</Cell>
              ))}
            </Row>
          ))}
        </TableBody>
      </Table>
      {pages > 1 && (
        <div className="pager">
          <Button className="react-aria-Button secondary" isDisabled={current <= 1} onPress={() => setPage(current - 1)}>{t('console_table_previous')}</Button>
          <span>{t('console_table_page', { page: current, pages })}</span>
          <Button className="react-aria-Button secondary" isDisabled={current >= pages} onPress={() => setPage(current + 1)}>{t('console_table_next')}</Button>
        </div>
      )}
    </div>
  );
}
