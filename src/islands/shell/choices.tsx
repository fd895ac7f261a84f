/**
 * The portal's checkbox and radio items, for a react-aria CheckboxGroup or RadioGroup: a label
 * with a drawn box or circle (`.choice-indicator`, styled in src/styles/global.css) before its
 * text. Shared by the islands of every area.
 *
 * react-aria's Checkbox and Radio hide their native input with an inline `style` attribute, which
 * the pages' CSP refuses in server HTML (after hydration React sets it through the CSSOM, which
 * the CSP allows). So the server and the hydration pass draw the same label, checked as the
 * group's state says, without the input; the live item replaces it at once.
 */
import { useContext, type ReactNode } from 'react';
import { Checkbox, CheckboxGroupStateContext, Radio, RadioGroupStateContext } from 'react-aria-components';
import { useHydrated } from './use-hydrated.ts';

/** One checkbox of a CheckboxGroup: `value` is its value in the group's list. */
export function CheckItem({ value, children }: { value: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const group = useContext(CheckboxGroupStateContext);
  if (!hydrated) {
    return (
      <label className="react-aria-Checkbox" data-selected={group?.isSelected(value) || undefined}>
        <span className="choice-indicator" aria-hidden="true" />
        {children}
      </label>
    );
  }
  return (
    <Checkbox value={value}>
      <span className="choice-indicator" aria-hidden="true" />
      {children}
    </Checkbox>
  );
}

/** One radio of a RadioGroup: `value` is the group's value when it is chosen. */
export function RadioItem({ value, children }: { value: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const group = useContext(RadioGroupStateContext);
  if (!hydrated) {
    return (
      <label className="react-aria-Radio" data-selected={group?.selectedValue === value || undefined}>
        <span className="choice-indicator" aria-hidden="true" />
        {children}
      </label>
    );
  }
  return (
    <Radio value={value}>
      <span className="choice-indicator" aria-hidden="true" />
      {children}
    </Radio>
  );
}
