/**
 * The portal's dropdown field: a react-aria Select of labelled options, as the coupon, the office
 * and payment forms, verification and responsible gaming draw it (a button with the chosen option's text and a
 * ▾, a popover list of options). Shared by the islands of every area (src/islands/shell/).
 *
 * Option ids are numbers or strings; the field hands `onChange` the id of the chosen option as
 * given (never its string form), and ignores a cleared selection.
 *
 * react-aria's Select renders a hidden native select whose hiding is an inline `style` attribute,
 * which the pages' CSP (`style-src` without 'unsafe-inline') refuses in server HTML; after
 * hydration React sets styles through the CSSOM, which the CSP allows. So the server and the
 * hydration pass draw the same field without that select (the label, a button showing the chosen
 * option, the help text, with react-aria's classes), and the live Select replaces it at once.
 */
import { useId } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text, type Key } from 'react-aria-components';
import { useHydrated } from './use-hydrated.ts';

/** One option of a {@link SelectField}: its id and the text shown. */
export interface SelectOption<Id extends number | string> {
  id: Id;
  text: string;
  /** The option's text for type-ahead and the hidden native select, when not `text`. */
  textValue?: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<Id extends number | string> {
  /** Class of the field's root (`field` in forms, the coupon's own classes in the coupon). */
  className?: string;
  /** Visible label; or `ariaLabel` when the context names the field. */
  label?: string;
  /** Class of the visible label (react-aria's default class when not given). */
  labelClassName?: string;
  ariaLabel?: string;
  /** Help text under the field. */
  description?: string | undefined;
  /** Id of the chosen option; null while none is. */
  value: NoInfer<Id> | null;
  onChange(id: NoInfer<Id>): void;
  /** The options, in order; their ids give the field its id type. */
  options: readonly SelectOption<Id>[];
  /** `data-testid` of the field's root. */
  testId?: string;
}

/** A dropdown field of labelled options (react-aria Select). */
export function SelectField<Id extends number | string>({
  className = 'field', label, labelClassName, ariaLabel, description, value, onChange, options, testId,
}: SelectFieldProps<Id>) {
  const hydrated = useHydrated();
  const labelId = useId();
  if (!hydrated) {
    const chosen = options.find((o) => String(o.id) === String(value));
    return (
      <div className={className} data-testid={testId}>
        {label !== undefined && <span id={labelId} className={labelClassName ?? 'react-aria-Label'}>{label}</span>}
        <button type="button" className="coupon-select-button" {...(label !== undefined ? { 'aria-labelledby': labelId } : { 'aria-label': ariaLabel })}>
          <span className="react-aria-SelectValue">{chosen?.text ?? '\u00a0'}</span>
          <span aria-hidden="true">▾</span>
        </button>
        {description !== undefined && <span className="coupon-hint">{description}</span>}
      </div>
    );
  }
  const choose = (key: Key | null) => {
    if (key === null) return;
    const option = options.find((o) => String(o.id) === String(key));
    if (option) onChange(option.id);
  };
  return (
    <Select className={className} aria-label={ariaLabel} value={value === null ? null : String(value)} onChange={choose} data-testid={testId}>
      {label !== undefined && <Label {...(labelClassName === undefined ? {} : { className: labelClassName })}>{label}</Label>}
      <Button className="coupon-select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {description !== undefined && <Text slot="description" className="coupon-hint">{description}</Text>}
      <Popover className="coupon-popover">
        <ListBox className="coupon-listbox">
          {options.map((o) => (
            <ListBoxItem key={o.id} id={String(o.id)} className="coupon-option" textValue={o.textValue ?? o.text}>
              {o.text}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
