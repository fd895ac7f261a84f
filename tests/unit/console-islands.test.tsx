// @vitest-environment jsdom
/**
 * The console islands by keyboard: the staff table sorts from its column headers with
 * Enter and pages with the buttons; the login form is labelled in English and Russian and shows
 * the idle notice. Rendered from their Storybook stories.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview.tsx';
import * as StaffStories from '../../src/islands/console/StaffManager.stories.tsx';
import * as LoginStories from '../../src/islands/console/ConsoleLogin.stories.tsx';
import { consoleDictionaries } from '../../src/i18n/console.ts';

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
afterEach(cleanup);

const firstColumn = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('staff table', () => {
  const { Default } = composeStories(StaffStories);

  it('sorts by e-mail both ways from the keyboard and pages by 20', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const canvas = within(render(<Default />).container);
    const table = await canvas.findByRole('grid', { name: 'Staff' });
    expect(firstColumn(table)).toHaveLength(20);
    expect(firstColumn(table)[0]).toBe('staff01@console.test');
    expect(canvas.getByText('Page 1 of 2')).toBeTruthy();
    const header = within(table).getByRole('columnheader', { name: /E-mail/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    header.focus();
    await user.keyboard('{Enter}');
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn(table)[0]).toBe('staff23@console.test');
    await user.click(canvas.getByRole('button', { name: 'Next' }));
    expect(canvas.getByText('Page 2 of 2')).toBeTruthy();
    expect(firstColumn(table)).toEqual(['staff03@console.test', 'staff02@console.test', 'staff01@console.test']);
  });
});

describe('login form', () => {
  const stories = composeStories(LoginStories);

  it('labels its fields and moves through them with Tab', async () => {
    const user = userEvent.setup();
    const canvas = within(render(<stories.Default />).container);
    const email = canvas.getByLabelText('E-mail');
    expect(document.activeElement).toBe(email);
    await user.tab();
    expect(document.activeElement).toBe(canvas.getByLabelText('Password'));
    await user.tab();
    expect(document.activeElement).toBe(canvas.getByRole('button', { name: 'Continue' }));
  });

  it('shows the idle notice, and Russian text in Russian', () => {
    expect(within(render(<stories.AfterIdle />).container).getByRole('status').textContent).toBe(consoleDictionaries.en.console_idle_notice);
    cleanup();
    const canvas = within(render(<stories.Russian />).container);
    expect(canvas.getByLabelText(consoleDictionaries.ru.console_email!)).toBeTruthy();
    expect(canvas.getByRole('button', { name: consoleDictionaries.ru.console_login_submit })).toBeTruthy();
  });
});

describe('console dictionaries', () => {
  it('have the same keys in English and Russian, none empty', () => {
    expect(Object.keys(consoleDictionaries.ru).sort()).toEqual(Object.keys(consoleDictionaries.en).sort());
    for (const dictionary of Object.values(consoleDictionaries)) for (const text of Object.values(dictionary)) expect(text.trim()).not.toBe('');
  });
});
