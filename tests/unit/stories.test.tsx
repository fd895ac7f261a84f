// @vitest-environment jsdom
/**
 * Renders every story of the React islands (portable stories) in jsdom with the Storybook preview
 * applied, runs its play function if it has one, and checks it shows its real content.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Typing goes through the same user-event copy as the stories' play functions: two copies preparing
// one document lose track of input values.
import { userEvent as storyUserEvent } from 'storybook/test';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview.tsx';
import en from '../../src/i18n/locales/en.json';
import ar from '../../src/i18n/locales/ar.json';
import he from '../../src/i18n/locales/he.json';
import brand from '../../brands/main/brand.json';
import home from '../../brands/main/pages/home.json';
import * as PromoCarouselStories from '../../src/islands/content/PromoCarousel.stories.tsx';
import * as FaqStories from '../../src/islands/content/Faq.stories.tsx';
import * as FooterStories from '../../src/islands/shell/Footer.stories.tsx';
import * as NotificationsStories from '../../src/islands/shell/Notifications.stories.tsx';
import * as SupportButtonStories from '../../src/islands/shell/SupportButton.stories.tsx';
import * as ScrollToTopStories from '../../src/islands/shell/ScrollToTop.stories.tsx';
import * as AuthPanelStories from '../../src/islands/auth/AuthPanel.stories.tsx';
import * as AgeConfirmationStories from '../../src/islands/shell/AgeConfirmation.stories.tsx';
import * as AcceptTermsStories from '../../src/islands/shell/AcceptTerms.stories.tsx';
import * as UserTransferStories from '../../src/islands/office/UserTransfer.stories.tsx';
import * as FootballScoreboardStories from '../../src/islands/sports/FootballScoreboard.stories.tsx';
import * as TennisScoreboardStories from '../../src/islands/sports/TennisScoreboard.stories.tsx';
import * as AmericanFootballScoreboardStories from '../../src/islands/sports/AmericanFootballScoreboard.stories.tsx';
import * as LineGamesStories from '../../src/islands/sports/LineGames.stories.tsx';
import * as LiveGamesStories from '../../src/islands/sports/LiveGames.stories.tsx';
import * as CouponStories from '../../src/islands/coupon/Coupon.stories.tsx';
import { resetCouponStore } from '../../src/client/coupon/coupon-store.ts';
import * as BetHistoryLiveStories from '../../src/islands/office/BetHistoryLive.stories.tsx';
import * as AccountManagerStories from '../../src/islands/office/AccountManager.stories.tsx';
import * as RechargeStories from '../../src/islands/office/Recharge.stories.tsx';
import * as DeduceStories from '../../src/islands/office/Deduce.stories.tsx';
import * as LottoTicketStories from '../../src/islands/products/LottoTicket.stories.tsx';
import * as TotoCouponStories from '../../src/islands/products/TotoCoupon.stories.tsx';
import * as VirtualBetsStories from '../../src/islands/products/VirtualBets.stories.tsx';
import * as PlinkoGameStories from '../../src/islands/casino/games/PlinkoGame.stories.tsx';
import * as DiceGameStories from '../../src/islands/casino/games/DiceGame.stories.tsx';
import * as LimboGameStories from '../../src/islands/casino/games/LimboGame.stories.tsx';
import * as MinesGameStories from '../../src/islands/casino/games/MinesGame.stories.tsx';
import * as BlackjackGameStories from '../../src/islands/casino/games/BlackjackGame.stories.tsx';
import * as VideoPokerGameStories from '../../src/islands/casino/games/VideoPokerGame.stories.tsx';
import * as SlotGameStories from '../../src/islands/casino/games/SlotGame.stories.tsx';
import * as ScratchGameStories from '../../src/islands/casino/games/ScratchGame.stories.tsx';
import * as RouletteGameStories from '../../src/islands/casino/games/RouletteGame.stories.tsx';
import * as KenoGameStories from '../../src/islands/casino/games/KenoGame.stories.tsx';
import * as CrashGameStories from '../../src/islands/casino/games/CrashGame.stories.tsx';
import * as TvKenoGameStories from '../../src/islands/casino/games/TvKenoGame.stories.tsx';
import * as BingoGameStories from '../../src/islands/casino/games/BingoGame.stories.tsx';
import * as FortunaWheelStories from '../../src/islands/casino/games/bonus/FortunaWheel.stories.tsx';
import * as ChestPictureStories from '../../src/islands/casino/games/bonus/ChestPicture.stories.tsx';
import * as MemoryPictureStories from '../../src/islands/casino/games/bonus/MemoryPicture.stories.tsx';
import * as SafePictureStories from '../../src/islands/casino/games/bonus/SafePicture.stories.tsx';
import * as LotteryPictureStories from '../../src/islands/casino/games/bonus/LotteryPicture.stories.tsx';
import * as DragonPictureStories from '../../src/islands/casino/games/bonus/DragonPicture.stories.tsx';
import { MATCHES } from '../../.storybook/feed-fixtures.ts';
import * as BlockRichTextStories from '../../src/islands/content/RichText.stories.tsx';
import * as BlockImageFigureStories from '../../src/islands/content/ImageFigure.stories.tsx';
import * as BlockBannerStories from '../../src/islands/content/Banner.stories.tsx';
import * as BlockCallToActionStories from '../../src/islands/content/CallToAction.stories.tsx';
import * as BlockLinkListStories from '../../src/islands/content/LinkList.stories.tsx';
import * as BlockPromoCardsStories from '../../src/islands/content/PromoCards.stories.tsx';
import * as BlockDataTableStories from '../../src/islands/content/DataTable.stories.tsx';
import * as BlockTabsStories from '../../src/islands/content/Tabs.stories.tsx';
import * as BlockAccordionStories from '../../src/islands/content/Accordion.stories.tsx';
import * as BlockContactsStories from '../../src/islands/content/Contacts.stories.tsx';
import * as BlockAppDownloadStories from '../../src/islands/content/AppDownload.stories.tsx';
import * as BlockBettingCalculatorStories from '../../src/islands/content/BettingCalculator.stories.tsx';
import { readCookie } from '../../src/client/shell/cookies.ts';
import { AGE_COOKIE } from '../../src/domain/visitor-choices.ts';

const annotations = setProjectAnnotations([preview]);
/** Waits on stories whose pictures animate in real time (requestAnimationFrame); they end as soon as the picture is done. */
const ANIMATION_WAIT_MS = 10_000;
beforeAll(annotations.beforeAll);
// Chunks the islands load on first use (React.lazy): transformed once here, so a story's first
// open does not wait for the transform inside its findBy timeout.
beforeAll(async () => {
  await Promise.all([import('../../src/islands/auth/AuthDialogs.tsx'), import('../../src/islands/auth/AccountMenu.tsx'), import('../../src/islands/coupon/Coupon.tsx')]);
});

// jsdom has no layout: scrolling and media queries are stubbed so ScrollToTop can react to them.
// The viewer asks for reduced motion: the games' animations jump to their end state (the path every
// game must have, src/islands/casino/games/contract.ts), so a story's play function does not wait
// out seconds of real-time animation; the animations themselves are looked at in Chromium.
let scrollY = 0;
beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  window.scrollTo = ((options: ScrollToOptions | number, y?: number) => {
    scrollY = typeof options === 'number' ? (y ?? 0) : (options.top ?? scrollY);
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo;
  window.matchMedia = ((query: string) => ({
    matches: /prefers-reduced-motion:\s*reduce/.test(query),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // jsdom has no canvas: the crash curve draws nothing there (its picture is checked in Chromium).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // The coupon is shared by every island of a page (and kept in localStorage): no story leaves bets behind.
  resetCouponStore();
});

/** What the test needs of a composed (portable) story. */
interface PortableStory {
  (): ReactNode;
  /** Runs the story's loaders and beforeEach hooks. */
  load(): Promise<void>;
  /** The story's play function, bound to its args. */
  play?(context: { canvasElement: HTMLElement }): Promise<void>;
}

/** Loads (loaders, beforeEach), renders and plays a story; returns the story root. */
async function mount(Story: PortableStory) {
  await Story.load();
  const { container } = render(<Story />);
  if (Story.play) await Story.play({ canvasElement: container });
  return container;
}

const carouselBlock = home.content.find((b) => b.type === 'promoCarousel')!.props as { slides: { title: { en: string } }[] };
const faqBlock = home.content.find((b) => b.type === 'faq')!.props as { items: { question: { en: string }; answer: { en: string } }[] };

describe('PromoCarousel stories', () => {
  const stories = composeStories(PromoCarouselStories);

  it('Default shows the first slide and moves on with Next', async () => {
    const root = await mount(stories.Default);
    const canvas = within(root);
    expect(canvas.getByRole('region', { name: 'Betting tips' })).toBeTruthy();
    expect(canvas.getByRole('heading', { name: carouselBlock.slides[0]!.title.en })).toBeTruthy();
    expect(canvas.getByRole('group', { name: 'Slide 1 of 3' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: en.carousel_next }));
    expect(canvas.getByRole('heading', { name: carouselBlock.slides[1]!.title.en })).toBeTruthy();
    expect(canvas.getByRole('button', { name: en.carousel_previous })).toBeTruthy();
  });

  it('SingleSlide has no controls', async () => {
    const canvas = within(await mount(stories.SingleSlide));
    expect(canvas.getByRole('heading', { name: carouselBlock.slides[0]!.title.en })).toBeTruthy();
    expect(canvas.queryByRole('button')).toBeNull();
  });

  it('RightToLeft renders Arabic messages inside dir="rtl"', async () => {
    const canvas = within(await mount(stories.RightToLeft));
    const next = canvas.getByRole('button', { name: ar.carousel_next });
    expect(next.closest('[dir="rtl"]')).not.toBeNull();
    expect(canvas.getByRole('button', { name: ar.carousel_previous })).toBeTruthy();
    expect(canvas.getByRole('group', { name: ar.carousel_slide.replace('{{index}}', '1').replace('{{count}}', '2') })).toBeTruthy();
  });
});

describe('Faq stories', () => {
  const stories = composeStories(FaqStories);

  it('Default lists the questions collapsed', async () => {
    const canvas = within(await mount(stories.Default));
    expect(canvas.getByRole('heading', { level: 2, name: 'Questions and answers' })).toBeTruthy();
    const first = canvas.getByRole('button', { name: faqBlock.items[0]!.question.en });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(canvas.getAllByRole('button')).toHaveLength(faqBlock.items.length);
  });

  it('Russian shows the Russian questions', async () => {
    const canvas = within(await mount(stories.Russian));
    expect(canvas.getByRole('button', { name: 'Как сделать ставку?' })).toBeTruthy();
  });

  it('FirstAnswerOpen expands the first answer', async () => {
    const canvas = within(await mount(stories.FirstAnswerOpen));
    expect(canvas.getByRole('button', { name: faqBlock.items[0]!.question.en }).getAttribute('aria-expanded')).toBe('true');
    expect(canvas.getByText(faqBlock.items[0]!.answer.en)).toBeTruthy();
  });
});

describe('Footer stories', () => {
  const stories = composeStories(FooterStories);

  it('Loaded shows the mocked footer response', async () => {
    const canvas = within(await mount(stories.Loaded));
    expect(canvas.getByText(en.footer_loading)).toBeTruthy();
    expect(await canvas.findByText(brand.footer.legal.en)).toBeTruthy();
    expect(canvas.getByText('18+ Gambling can be addictive. Please play responsibly.')).toBeTruthy();
    expect(canvas.getByText(`© ${new Date().getUTCFullYear()} ${brand.name}`)).toBeTruthy();
    expect(canvas.getByRole('link', { name: en.footer_about }).getAttribute('href')).toBe('/en/information/about');
    expect(canvas.getByRole('list', { name: en.footer_social })).toBeTruthy();
    expect(canvas.getByRole('link', { name: 'Telegram' })).toBeTruthy();
  });

  it('LoadError shows the error and the refresh button after the retries', async () => {
    const canvas = within(await mount(stories.LoadError));
    const alert = await canvas.findByRole('alert');
    expect(within(alert).getByText(en.main_dictionary_load_error)).toBeTruthy();
    expect(within(alert).getByText(en.main_dictionary_refresh_page)).toBeTruthy();
    const refresh = within(alert).getByRole('button', { name: en.main_page_refresh_button });
    await userEvent.click(refresh);
    // Loading again, then the error again (the endpoint never recovers in this story).
    await waitFor(() => expect(canvas.getByRole('button', { name: en.main_page_refresh_button })).toBeTruthy());
  });

  it('RecoversOnRefresh loads the footer after Refresh', async () => {
    const canvas = within(await mount(stories.RecoversOnRefresh));
    expect(canvas.getByText(brand.footer.legal.en)).toBeTruthy();
    expect(canvas.queryByRole('alert')).toBeNull();
  });
});

describe('Notifications stories', () => {
  const stories = composeStories(NotificationsStories);

  it('MaintenanceWarning shows the warning with a close button', async () => {
    const canvas = within(await mount(stories.MaintenanceWarning));
    const region = canvas.getByRole('region', { name: en.notifications_region });
    const item = await within(region).findByText(/^Planned maintenance: 1 Jun 2026/);
    expect(item.closest('li')?.dataset.kind).toBe('warning');
    await userEvent.click(within(region).getByRole('button', { name: en.main_close }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  });

  it('Mixed shows every notice, and only them', async () => {
    const canvas = within(await mount(stories.Mixed));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(4));
    expect(canvas.getByText(en.main_save_success)).toBeTruthy();
    expect(canvas.getByText(en.main_query_error)).toBeTruthy();
  });

  it('Empty has an empty live region', async () => {
    const canvas = within(await mount(stories.Empty));
    expect(canvas.getByRole('region', { name: en.notifications_region }).getAttribute('aria-live')).toBe('polite');
    expect(canvas.queryByRole('listitem')).toBeNull();
  });
});

describe('SupportButton stories', () => {
  const stories = composeStories(SupportButtonStories);

  it('WithOptions is a menu button; a guest gets the e-mail option only', async () => {
    const canvas = within(await mount(stories.WithOptions));
    const button = canvas.getByRole('button', { name: en.support_button });
    expect(button.getAttribute('aria-haspopup')).toBe('true');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([en.support_email]);
  });

  it('OptionsOpen lists e-mail and call me back, each opening its form', async () => {
    await mount(stories.OptionsOpen);
    // The popover renders outside the story root; react-aria labels the menu by its trigger.
    const menu = screen.getByRole('menu', { name: en.support_button });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([en.support_email, en.support_callback]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: en.support_email }));
    const dialog = await screen.findByRole('dialog', { name: en.support_email_title });
    expect((within(dialog).getByLabelText(en.support_field_email) as HTMLInputElement).value).toBe('alex@example.com');
  });

  it('EmailOnlyOptions has no call-back option', async () => {
    const canvas = within(await mount(stories.EmailOnlyOptions));
    await userEvent.click(canvas.getByRole('button', { name: en.support_button }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([en.support_email]);
  });

  it('DirectEmail opens the e-mail form, empty for a guest', async () => {
    const canvas = within(await mount(stories.DirectEmail));
    await userEvent.click(canvas.getByRole('button', { name: en.support_button }));
    const dialog = await screen.findByRole('dialog', { name: en.support_email_title });
    for (const label of [en.support_field_name, en.support_field_email, en.support_field_subject]) {
      expect((within(dialog).getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect(within(dialog).getByLabelText(en.support_field_message).tagName).toBe('TEXTAREA');
  });

  it('EmailFormOpen prefills the player\'s name and e-mail', async () => {
    await mount(stories.EmailFormOpen);
    const dialog = await screen.findByRole('dialog', { name: en.support_email_title });
    expect((within(dialog).getByLabelText(en.support_field_name) as HTMLInputElement).value).toBe('Alex Morgan');
    expect((within(dialog).getByLabelText(en.support_field_email) as HTMLInputElement).value).toBe('alex@example.com');
  });

  it('CallbackFormOpen prefills the phone and offers the time windows, as soon as possible chosen', async () => {
    await mount(stories.CallbackFormOpen);
    const dialog = await screen.findByRole('dialog', { name: en.support_callback_title });
    expect((within(dialog).getByLabelText(en.support_field_phone) as HTMLInputElement).value).toBe('+442079460000');
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(4);
    expect((within(dialog).getByRole('radio', { name: en.support_time_asap }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('ScrollToTop stories', () => {
  const stories = composeStories(ScrollToTopStories);

  it('EndCorner shows the button in the end corner once scrolled, and scrolls to the top', async () => {
    const canvas = within(await mount(stories.EndCorner));
    const button = canvas.getByRole('button', { name: en.scroll_to_top });
    expect(button.className).toContain('scroll-to-top-end');
    await userEvent.click(button);
    expect(scrollY).toBe(0);
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
  });

  it('Centre shows the button centred', async () => {
    const canvas = within(await mount(stories.Centre));
    expect(canvas.getByRole('button', { name: en.scroll_to_top }).className).toContain('scroll-to-top-centre');
  });

  it('AtTop shows no button', async () => {
    const canvas = within(await mount(stories.AtTop));
    expect(canvas.getByText(/past one screen/)).toBeTruthy();
    expect(canvas.queryByRole('button')).toBeNull();
  });
});

describe('AuthPanel stories', () => {
  const stories = composeStories(AuthPanelStories);

  it('Guest shows Log in and Registration', async () => {
    const canvas = within(await mount(stories.Guest));
    expect(canvas.getByRole('button', { name: en.auth_login })).toBeTruthy();
    expect(canvas.getByRole('button', { name: en.auth_registration })).toBeTruthy();
    expect(canvas.queryByRole('button', { name: en.auth_logout })).toBeNull();
  });

  it('RegistrationClosed hides Registration', async () => {
    const canvas = within(await mount(stories.RegistrationClosed));
    expect(canvas.getByRole('button', { name: en.auth_login })).toBeTruthy();
    expect(canvas.queryByRole('button', { name: en.auth_registration })).toBeNull();
  });

  it('Player shows the main account balance and Log out', async () => {
    const canvas = within(await mount(stories.Player));
    expect(canvas.getByText('RUB 1,250.00').className).toContain('auth-balance-amount');
    expect(canvas.getByRole('button', { name: en.auth_logout })).toBeTruthy();
    expect(canvas.queryByRole('button', { name: en.auth_login })).toBeNull();
  });

  it('LogoutConfirmation asks header_you_sure; Cancel closes it', async () => {
    await mount(stories.LogoutConfirmation);
    const dialog = screen.getByRole('alertdialog', { name: en.header_you_sure });
    await userEvent.click(within(dialog).getByRole('button', { name: en.header_cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('LoginDialog has the three form modes as tabs and requires its fields', async () => {
    await mount(stories.LoginDialog);
    const dialog = screen.getByRole('dialog', { name: en.auth_login });
    const tabs = within(dialog).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([en.auth_mode_login_password, en.auth_mode_phone_password, en.auth_mode_sms]);
    await userEvent.click(within(dialog).getByRole('button', { name: en.auth_login }));
    expect(await within(dialog).findAllByText(en.auth_required)).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('tab', { name: en.auth_mode_phone_password }));
    expect(within(dialog).getByLabelText(en.auth_field_country_code)).toBeTruthy();
    expect(within(dialog).getByLabelText(en.auth_field_phone)).toBeTruthy();
  });

  it('TwoStepLogin switches to the 6-digit code and checks its format', async () => {
    await mount(stories.TwoStepLogin);
    const dialog = screen.getByRole('dialog', { name: en.auth_two_step_title });
    await storyUserEvent.type(within(dialog).getByLabelText(en.auth_field_two_step_code), '12ab');
    await userEvent.click(within(dialog).getByRole('button', { name: en.auth_confirm }));
    expect(await within(dialog).findByText(en.auth_code_format)).toBeTruthy();
  });

  it('Registration shows step 1 of 3 with the three types', async () => {
    await mount(stories.Registration);
    const dialog = screen.getByRole('dialog', { name: `${en.auth_registration} Step 1 of 3` });
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      en.auth_type_email,
      en.auth_type_phone,
      en.auth_type_fast,
    ]);
    await userEvent.click(within(dialog).getByRole('radio', { name: en.auth_type_fast }));
    expect(within(dialog).getByText(en.auth_fast_text)).toBeTruthy();
  });

  it('RegistrationWithCaptcha solves the captcha and reaches the bonus step, logged in', async () => {
    const root = await mount(stories.RegistrationWithCaptcha);
    const dialog = screen.getByRole('dialog', { name: /Step 2 of 3/ });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('dialog', { name: en.captcha_title })).toBeNull();
    expect(await within(root).findByRole('button', { name: en.auth_logout, hidden: true })).toBeTruthy();
  }, 20_000);

  it('ForgotPassword asks for the e-mail or phone', async () => {
    await mount(stories.ForgotPassword);
    const dialog = screen.getByRole('dialog', { name: en.auth_recovery_title });
    expect(within(dialog).getByLabelText(en.auth_recovery_identifier)).toBeTruthy();
  });

  it('RightToLeft renders Arabic inside dir="rtl"', async () => {
    const canvas = within(await mount(stories.RightToLeft));
    expect(canvas.getByRole('button', { name: ar.auth_login }).closest('[dir="rtl"]')).not.toBeNull();
  });
});

describe('AgeConfirmation stories', () => {
  const stories = composeStories(AgeConfirmationStories);
  const confirmLabel = (age: number) => en.age_confirm.replace('{{age}}', String(age));

  it('Asked shows a popup without a close button', async () => {
    await mount(stories.Asked);
    const dialog = await screen.findByRole('alertdialog', { name: en.age_title });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual([confirmLabel(18), en.age_leave]);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: en.age_title })).toBeTruthy();
  });

  it('MinAge21 asks for 21', async () => {
    await mount(stories.MinAge21);
    expect(await screen.findByRole('button', { name: confirmLabel(21) })).toBeTruthy();
  });

  it('AlreadyConfirmed asks nothing', async () => {
    const root = await mount(stories.AlreadyConfirmed);
    await waitFor(() => expect(root.querySelector('.age-confirmation')?.getAttribute('data-state')).toBe('confirmed'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Confirming stores the confirmation time', async () => {
    await mount(stories.Confirming);
    expect(Number(readCookie(AGE_COOKIE))).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('UserTransfer stories', () => {
  const stories = composeStories(UserTransferStories);

  it('PhoneStep requires the country code and the number', async () => {
    const canvas = within(await mount(stories.PhoneStep));
    await userEvent.click(canvas.getByRole('button', { name: en.auth_send_code }));
    expect(await canvas.findAllByText(en.auth_required)).toHaveLength(2);
  });

  it('FullFlow ends with the credentials and Continue', async () => {
    const root = await mount(stories.FullFlow);
    const canvas = within(root);
    expect(canvas.getByText(en.transfer_done_text)).toBeTruthy();
    expect([...root.querySelectorAll('dl.credentials dd')].map((dd) => dd.textContent)).toEqual(['bp48217390', 'Xq7-pL2_wR9z']);
    expect(canvas.getByRole('button', { name: en.auth_continue })).toBeTruthy();
  });

  it('PhoneMask shows the mask of the typed code and refuses a number of another length', async () => {
    const canvas = within(await mount(stories.PhoneMask));
    expect(canvas.getByLabelText(en.auth_field_phone).getAttribute('placeholder')).toBe('XXXX XXXXXX');
    expect(canvas.getByText(en.auth_phone_length.replace('{{range}}', '10'))).toBeTruthy();
    expect(canvas.queryByRole('heading', { name: /Step 2 of 3/ })).toBeNull();
  });

  it('WrongCode keeps step 2 with the code field', async () => {
    const canvas = within(await mount(stories.WrongCode));
    expect(canvas.getByLabelText(en.auth_field_sms_code)).toBeTruthy();
    expect(canvas.getByRole('button', { name: en.transfer_change_phone })).toBeTruthy();
  });

  it('RightToLeft renders Arabic inside dir="rtl"', async () => {
    const canvas = within(await mount(stories.RightToLeft));
    expect(canvas.getByRole('button', { name: ar.auth_send_code }).closest('[dir="rtl"]')).not.toBeNull();
  });
});

describe('FootballScoreboard stories', () => {
  const stories = composeStories(FootballScoreboardStories);

  it('FirstHalf shows the teams, score, period and a running clock', async () => {
    const root = await mount(stories.FirstHalf);
    const board = within(root).getByRole('group', { name: en.scoreboard_label });
    expect(within(board).getByText('Arsenal')).toBeTruthy();
    expect(within(board).getByText(en.period_first_half)).toBeTruthy();
    expect(root.querySelector('.scoreboard-clock time')?.textContent).toMatch(/^(29|30):\d\d$/);
    expect(root.querySelector('.scoreboard-ht')).toBeNull();
  });

  it('ClockTicking moves the clock on', async () => {
    await mount(stories.ClockTicking);
  });

  it('HalfTime stops the clock at 45:00 with the real half-time score', async () => {
    const root = await mount(stories.HalfTime);
    expect(root.querySelector('.scoreboard-clock time')?.textContent).toBe('45:00');
    expect(within(root).getByText(en.period_half_time)).toBeTruthy();
    expect(within(root).getByText('HT 1:1')).toBeTruthy();
  });

  it('Finished shows the real final score', async () => {
    const root = await mount(stories.Finished);
    expect(root.querySelector('.scoreboard-score')?.getAttribute('data-score')).toBe(`${MATCHES[2]!.fullTime.home}:${MATCHES[2]!.fullTime.away}`);
  });

  it('RightToLeft renders Hebrew inside dir="rtl"', async () => {
    const root = await mount(stories.RightToLeft);
    expect(within(root).getByText(he.period_half_time).closest('[dir="rtl"]')).not.toBeNull();
  });
});

describe('LineGames stories', () => {
  const stories = composeStories(LineGamesStories);

  it('List groups the games by champ with 1X2 toggle buttons carrying the outcome', async () => {
    const root = await mount(stories.List);
    expect(within(root).getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual(['Premier League', 'Serie A', 'La Liga']);
    const buttons = within(root).getAllByRole('button');
    expect(buttons).toHaveLength(12);
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('false');
    expect(buttons[0]!.getAttribute('data-outcome')).toBe(`${MATCHES[0]!.permanentId}:1:1:`);
    expect(buttons[0]!.textContent).toMatch(/^Home \d+\.\d{2,3}$/);
  });

  it('TotalsRow shows the main total line with its parameter', async () => {
    const root = await mount(stories.TotalsRow);
    const labels = [...root.querySelectorAll('.outcome-label')].map((l) => l.textContent);
    expect(labels.filter((l) => /^Over \d\.5$/.test(l!))).toHaveLength(4);
    expect(labels.filter((l) => /^Under \d\.5$/.test(l!))).toHaveLength(4);
  });

  it('SelectOutcome toggles an outcome', async () => {
    await mount(stories.SelectOutcome);
  });

  it('GameMarkets shows every group in its columns, with parameters', async () => {
    const root = await mount(stories.GameMarkets);
    const groups = [...root.querySelectorAll('.market-group')];
    expect(groups.map((g) => g.querySelector('h2')?.textContent)).toEqual([
      en.market_group_result, en.market_group_double_chance, en.market_group_total, en.market_group_asian_handicap,
      en.market_group_both_teams_score, en.market_group_half_time_result, en.market_group_correct_score,
    ]);
    expect(groups.map((g) => g.querySelector('.market-grid')?.getAttribute('data-columns'))).toEqual(['3', '3', '2', '2', '2', '3', '3']);
    expect(within(root).getByText('Home (\u22120.25)')).toBeTruthy();
    expect(within(root).getByText('2-1')).toBeTruthy();
    expect(root.querySelectorAll('[data-outcome]').length).toBeGreaterThanOrEqual(10);
  });

  it('Empty says so', async () => {
    expect(within(await mount(stories.Empty)).getByText(en.sports_no_games)).toBeTruthy();
  });

  it('RightToLeft renders Arabic inside dir="rtl"', async () => {
    const root = await mount(stories.RightToLeft);
    expect(within(root).getAllByText(ar.market_outcome_draw)[0]!.closest('[dir="rtl"]')).not.toBeNull();
  });
});

describe('LiveGames stories', () => {
  const stories = composeStories(LiveGamesStories);

  it('List shows each live game with its scoreboard and seq', async () => {
    const root = await mount(stories.List);
    const games = [...root.querySelectorAll('li.game')];
    expect(games).toHaveLength(3);
    expect(games.every((g) => Number(g.getAttribute('data-seq')) > 0)).toBe(true);
    expect(within(root).getAllByRole('group', { name: en.scoreboard_label })).toHaveLength(3);
    await waitFor(() => expect(root.querySelector('[data-stream="open"]')).not.toBeNull());
  });

  it('Multi lays the games out as cards with a link to all markets', async () => {
    const root = await mount(stories.Multi);
    expect(within(root).getAllByRole('link', { name: en.sports_all_markets })).toHaveLength(3);
  });

  it('Results shows scores without prices', async () => {
    const root = await mount(stories.Results);
    expect(root.querySelectorAll('[data-outcome]')).toHaveLength(0);
    expect(root.querySelectorAll('.scoreboard-score')).toHaveLength(3);
  });

  it('Empty says no game is in play', async () => {
    expect(within(await mount(stories.Empty)).getByText(en.sports_no_live_games)).toBeTruthy();
  });

  it('GoalArrives applies the next message', async () => {
    await mount(stories.GoalArrives);
  });

  it('OddsMove marks price changes', async () => {
    await mount(stories.OddsMove);
  });

  it('GapRefetches re-fetches the game after a seq gap', async () => {
    await mount(stories.GapRefetches);
  });
});

describe('BetHistoryLive stories', () => {
  const stories = composeStories(BetHistoryLiveStories);

  it('FullView shows each coupon with its type, stake, odds, status and every bet', async () => {
    const root = await mount(stories.FullView);
    const open = root.querySelector<HTMLElement>('[data-coupon-id="42"]')!;
    expect(within(open).getByRole('heading', { name: 'Coupon 42' })).toBeTruthy();
    expect(within(open).getByText(en.coupon_type_1)).toBeTruthy();
    expect(within(open).getByText('RUB 100.00')).toBeTruthy();
    expect(within(open).getByText('10.29')).toBeTruthy();
    expect(within(open).getAllByText(en.bet_status_not_started)).toHaveLength(4);
    expect(within(open).getByText('Arsenal – Chelsea')).toBeTruthy();
    expect(within(open).getByText(`${en.market_group_result}: ${en.market_outcome_away}`)).toBeTruthy();
    const won = root.querySelector<HTMLElement>('[data-coupon-id="41"]')!;
    expect(won.getAttribute('data-status-id')).toBe('1');
    expect(within(won).getByText('RUB 595.00', { selector: '.bet-coupon-payout' })).toBeTruthy();
    expect(within(won).getByRole('link', { name: en.history_print }).getAttribute('href')).toBe('/en/print-coupon/41');
  });

  it('SettlesLive updates the status, payout and scores without a reload', async () => {
    await mount(stories.SettlesLive);
  });

  it('Empty says so', async () => {
    expect(within(await mount(stories.Empty)).getByText(en.history_empty)).toBeTruthy();
  });

  it('RightToLeft renders Arabic inside dir="rtl"', async () => {
    const root = await mount(stories.RightToLeft);
    expect(within(root).getAllByText(ar.bet_status_not_started)[0]!.closest('[dir="rtl"]')).not.toBeNull();
  });
});

describe('Coupon stories', () => {
  const stories = composeStories(CouponStories);

  it('Empty says how to add bets', async () => {
    const root = await mount(stories.Empty);
    expect(within(root).getByText(en.coupon_empty)).toBeTruthy();
    expect(within(root).queryByTestId('place-bet')).toBeNull();
  });

  it('Single shows the bet, the initial RUB 150 stake and its potential win', async () => {
    const root = await mount(stories.Single);
    expect(root.querySelectorAll('[data-coupon-bet]')).toHaveLength(1);
    expect((within(root).getByLabelText(en.coupon_amount) as HTMLInputElement).value).toBe('150');
    expect(within(root).getByTestId('coupon-potential-win').textContent).toMatch(/^RUB\s[\d,]+\.\d\d$/);
  });

  it('Express shows three bets, the bonus bet and why a guest cannot place it', async () => {
    const root = await mount(stories.Express);
    expect(root.querySelectorAll('[data-coupon-bet]')).toHaveLength(3);
    expect(within(root).getByTestId('coupon').getAttribute('data-type-id')).toBe('1');
    expect(within(root).getByTestId('place-bet').hasAttribute('disabled')).toBe(true);
  });

  it('System offers the system sizes with their number of bets', async () => {
    const root = await mount(stories.System);
    expect(within(root).getByTestId('coupon').getAttribute('data-type-id')).toBe('2');
    await userEvent.click(within(root).getByRole('button', { name: new RegExp(en.coupon_system_value) }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['2 of 4 (6 bets)', '3 of 4 (4 bets)']);
  });

  it('ManySingles has a stake per bet and no promo code (with the reason)', async () => {
    const root = await mount(stories.ManySingles);
    expect(within(root).getAllByRole('textbox').filter((input) => input.getAttribute('name')?.startsWith('amount-'))).toHaveLength(2);
    expect((within(root).getByLabelText(en.coupon_promo_code) as HTMLInputElement).disabled).toBe(true);
    expect(within(root).getByText(en.coupon_error_promo_code_not_allowed)).toBeTruthy();
  });

  it('SystemWithBanker offers the sizes of the other bets and no second banker', async () => {
    const root = await mount(stories.SystemWithBanker);
    const checkboxes = within(root).getAllByRole('checkbox') as HTMLInputElement[];
    expect(checkboxes.map((c) => c.checked)).toEqual([true, false, false, false]);
    expect(checkboxes.slice(1).every((c) => c.disabled)).toBe(true);
  });

  it('MultiBlock shows a stake per block and the potential win of both blocks', async () => {
    const root = await mount(stories.MultiBlock);
    expect(within(root).getByTestId('coupon').getAttribute('data-type-id')).toBe('4');
    expect([...root.querySelectorAll('[data-coupon-bet]')].map((b) => b.getAttribute('data-block-id'))).toEqual(['0', '0', '1', '1']);
    expect(Number(within(root).getByTestId('coupon-potential-win').getAttribute('data-minor'))).toBeGreaterThan(30000);
  });

  it('FractionalOdds shows the coefficients as fractions', async () => {
    const root = await mount(stories.FractionalOdds);
    for (const coef of root.querySelectorAll('[data-coupon-bet] .coupon-bet-coef')) expect(coef.textContent).toMatch(/^\d+\/\d+$/);
    expect(within(root).getByRole('button', { name: new RegExp(en.coupon_coef_view) }).textContent).toContain(en.coupon_coef_view_1);
  });

  it('AccountSelect offers the three accounts', async () => {
    const root = await mount(stories.AccountSelect);
    await userEvent.click(within(root).getByRole('button', { name: new RegExp(en.coupon_account) }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Main account: RUB 1,250.00', 'Bonus account: RUB 40.00', 'USD account: $320.00']);
  });

  it('OneClickConfirm asks before clearing the coupon', async () => {
    await mount(stories.OneClickConfirm);
    expect(screen.getByRole('button', { name: en.coupon_one_click_confirm })).toBeTruthy();
  });

  it('OneClick places a pressed outcome at once and shows the receipt', async () => {
    const root = await mount(stories.OneClick);
    expect(within(root).getByTestId('coupon-receipt').getAttribute('data-coupon-id')).toBe('424242');
  });

  it('AmountTooSmall disables the place button with the minimum', async () => {
    await mount(stories.AmountTooSmall);
  });

  it('PlaceAndSettle shows the receipt and then the settled status', async () => {
    await mount(stories.PlaceAndSettle);
  });

  it('OddsChangedOnPlacement takes the new price and asks to place again', async () => {
    await mount(stories.OddsChangedOnPlacement);
  });

  it('LiveOddsMove highlights a price that went up on the stream', async () => {
    await mount(stories.LiveOddsMove);
  });

  it('Receipt links to the printable coupon', async () => {
    const root = await mount(stories.Receipt);
    expect(within(root).getByRole('link', { name: en.coupon_print }).getAttribute('href')).toBe('/en/print-coupon/424242');
    expect(within(root).getByTestId('coupon-status').getAttribute('data-status-id')).toBe('-1');
  });

  it('RightToLeft renders Arabic inside dir="rtl"', async () => {
    const root = await mount(stories.RightToLeft);
    expect(within(root).getByRole('button', { name: ar.coupon_clear }).closest('[dir="rtl"]')).not.toBeNull();
  });
});

describe('content block stories', () => {
  it('RichText keeps headings, lists and links; the sanitised payload has no script, handler or javascript: link', async () => {
    const stories = composeStories(BlockRichTextStories);
    const root = await mount(stories.Default);
    expect(within(root).getByRole('heading', { name: 'How an express is settled' })).toBeTruthy();
    expect(within(root).getByRole('link', { name: 'Betting rules' }).getAttribute('href')).toBe('/en/information/rules/1');
    cleanup();
    const payload = await mount(stories.SanitisedPayload);
    expect(payload.innerHTML).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    expect(within(payload).getByText('Safe text')).toBeTruthy();
  });

  it('Image has a srcset of every stored width and the alt text', async () => {
    const img = (await mount(composeStories(BlockImageFigureStories).WithCaption)).querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/media/0123456789abcdef01234567/320.webp 320w, /media/0123456789abcdef01234567/640.webp 640w, /media/0123456789abcdef01234567/960.webp 960w, /media/0123456789abcdef01234567/1280.webp 1280w, /media/0123456789abcdef01234567/1600.webp 1600w');
    expect(img.getAttribute('alt')).toBe('Floodlit football pitch before kick-off');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900']);
  });

  it('Banner shows its button; without its image the text stays', async () => {
    const stories = composeStories(BlockBannerStories);
    expect(within(await mount(stories.Default)).getByRole('link', { name: 'See the matches' }).getAttribute('href')).toBe('/en/line/football/premier-league');
    cleanup();
    const missing = await mount(stories.MissingImage);
    expect(missing.querySelector('img')).toBeNull();
    expect(within(missing).getByRole('heading', { name: 'Premier League matchday' })).toBeTruthy();
  });

  it('LinkList is a navigation landmark named by its heading; an external link gets rel noopener', async () => {
    const stories = composeStories(BlockLinkListStories);
    const nav = within(await mount(stories.Default)).getByRole('navigation', { name: 'Betting rules' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'Betting rules' })).toBeTruthy();
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/en/information/rules/1/1', '/en/information/rules/1/2', '/en/information/rules/1/3']);
    expect(within(nav).getByRole('link', { name: 'Coupon types' }).hasAttribute('rel')).toBe(false);
    cleanup();
    const plain = within(await mount(stories.WithExternalLink));
    expect(plain.queryByRole('heading')).toBeNull();
    expect(plain.getByRole('link', { name: 'BeGambleAware' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('Table has column headers and its rows', async () => {
    const root = await mount(composeStories(BlockDataTableStories).Default);
    expect(within(root).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Id', 'Status']);
    expect(within(root).getAllByRole('row')).toHaveLength(6);
  });

  it('Tabs switch panels; Accordion expands', async () => {
    await mount(composeStories(BlockTabsStories).SecondTab);
    cleanup();
    await mount(composeStories(BlockAccordionStories).FirstOpen);
  });

  it('Contacts link the support e-mail and phone', async () => {
    const root = await mount(composeStories(BlockContactsStories).Default);
    expect(within(root).getByRole('link', { name: brand.support.email }).getAttribute('href')).toBe(`mailto:${brand.support.email}`);
    expect(within(root).getByRole('link', { name: brand.support.phone }).getAttribute('href')).toBe('tel:+442079460000');
  });

  it('AppDownload without app links shows the mobile site steps and no store link', async () => {
    const root = await mount(composeStories(BlockAppDownloadStories).MobileSite);
    expect(within(root).getByText(en.app_download_step_open.replace('{{domain}}', 'betportal.test'))).toBeTruthy();
    expect(within(root).queryByRole('link')).toBeNull();
  });

  it('BettingCalculator computes an express and a system with the coupon arithmetic', async () => {
    const stories = composeStories(BlockBettingCalculatorStories);
    let root = await mount(stories.Express);
    expect(within(root).getByTestId('calc-payout').getAttribute('data-minor')).toBe('75000');
    expect(within(root).getByTestId('calc-total-coef').textContent).toBe('7.5');
    cleanup();
    root = await mount(stories.System);
    expect(within(root).getByTestId('calc-lines').textContent).toBe('3');
    expect(within(root).getByTestId('calc-total-stake').getAttribute('data-minor')).toBe('30000');
    // 100 × (1.5×2 + 1.5×2.5 + 2×2.5) = 100 × 11.75
    expect(within(root).getByTestId('calc-payout').getAttribute('data-minor')).toBe('117500');
    cleanup();
    await mount(stories.TypingASingle);
    cleanup();
    expect(within(await mount(stories.Empty)).getByText(en.calc_enter_figures)).toBeTruthy();
  });
});

describe('office island stories', () => {
  const accounts = composeStories(AccountManagerStories);
  const recharge = composeStories(RechargeStories);
  const deduce = composeStories(DeduceStories);

  it('AccountManager lists the accounts and offers the currencies without an account', async () => {
    const root = await mount(accounts.Default);
    expect(root.querySelectorAll('[data-account-id]')).toHaveLength(3);
    expect(root.querySelector('[data-account-id="11"]')!.getAttribute('data-active')).toBe('true');
    expect(within(root).getByRole('button', { name: new RegExp(en.account_add_currency) })).toBeTruthy();
  });

  it('AccountManager switches (main_account_will_set) and shows a refused removal\'s server message', async () => {
    const root = await mount(accounts.SwitchAccount);
    await waitFor(() => expect(root.querySelector('[data-account-id="13"]')!.getAttribute('data-active')).toBe('true'));
    cleanup();
    await mount(accounts.RemoveRefused);
  });

  it('Recharge opens the provider page in the modal only for a valid amount', async () => {
    await mount(recharge.Default);
    cleanup();
    await mount(recharge.OpensProvider);
    cleanup();
    await mount(recharge.InvalidAmount);
    cleanup();
    expect(within(await mount(recharge.NotAllowed)).getByRole('alert').textContent).toBe(en.recharge_not_allowed);
  });

  it('Deduce sends a withdrawal and shows a refusal', async () => {
    await mount(deduce.Withdraw);
    cleanup();
    await mount(deduce.Refused);
  });
});

describe('casino game stories', () => {
  const plinko = composeStories(PlinkoGameStories);
  const dice = composeStories(DiceGameStories);
  const limbo = composeStories(LimboGameStories);
  const mines = composeStories(MinesGameStories);
  const blackjack = composeStories(BlackjackGameStories);
  const videoPoker = composeStories(VideoPokerGameStories);
  const slot = composeStories(SlotGameStories);
  const scratch = composeStories(ScratchGameStories);
  const roulette = composeStories(RouletteGameStories);
  const keno = composeStories(KenoGameStories);

  it('PlinkoGame: idle redraws the board for the chosen rows and risk; dropping, win and loss light the slot and say the round', async () => {
    await mount(plinko.Idle);
    cleanup();
    await mount(plinko.Dropping);
    cleanup();
    const win = await mount(plinko.Win);
    expect(win.querySelector('[data-testid="plinko-multiplier"]')!.getAttribute('data-bucket')).toBe('10');
    cleanup();
    await mount(plinko.Loss);
  });

  it('PlinkoGame in Arabic says the round in Arabic', async () => {
    const root = await mount(plinko.RightToLeft);
    await waitFor(() => expect(within(root).getByTestId('plinko-words').textContent).toContain(ar.gs_plinko_win.split(' ')[0]!), { timeout: ANIMATION_WAIT_MS });
  });

  it('DiceGame: idle keeps chance and multiplier in step; rolling, win and loss say the round in words', async () => {
    await mount(dice.Idle);
    cleanup();
    await mount(dice.Rolling);
    cleanup();
    const win = await mount(dice.Win);
    expect(win.querySelector('.dice-marker')!.getAttribute('data-win')).toBe('true');
    cleanup();
    await mount(dice.Loss);
  });

  it('DiceGame in Arabic says the round in Arabic', async () => {
    const root = await mount(dice.RightToLeft);
    expect(within(root).getByTestId('dice-words').textContent).toContain(ar.gs_dice_over_win.split(' ')[0]!);
  });

  it('LimboGame: idle keeps the win chance in step; playing, win and loss say the round in words', async () => {
    await mount(limbo.Idle);
    cleanup();
    await mount(limbo.Playing);
    cleanup();
    await mount(limbo.Win);
    cleanup();
    await mount(limbo.Loss);
  });

  it('MinesGame: idle keeps count and multiplier in step; playing, win and loss open the tiles and show the mines', async () => {
    await mount(mines.Idle);
    cleanup();
    await mount(mines.Playing);
    cleanup();
    await mount(mines.Win);
    cleanup();
    await mount(mines.Loss);
  });

  it('CrashGame: taking bets, running with the live cash-out amount, a win and a loss said in words', async () => {
    const crash = composeStories(CrashGameStories);
    await mount(crash.Idle);
    cleanup();
    await mount(crash.Playing);
    cleanup();
    await mount(crash.Win);
    cleanup();
    await mount(crash.Loss);
  });

  it('CrashGame in Arabic says the crash in Arabic', async () => {
    const root = await mount(composeStories(CrashGameStories).RightToLeft);
    expect(within(root).getByTestId('crash-words').textContent).toContain(ar.gs_crash_words_won.split(' ')[0]!);
  });

  // The 80-button board takes jsdom a while to render: one story per test.
  it('TvKenoGame: picking on the board before the draw', async () => {
    await mount(composeStories(TvKenoGameStories).Idle);
  });

  it('TvKenoGame: the draw revealed ball by ball with the hits so far', async () => {
    await mount(composeStories(TvKenoGameStories).Drawing);
  });

  it('TvKenoGame: a win and a loss said in words', async () => {
    const keno = composeStories(TvKenoGameStories);
    await mount(keno.Win);
    cleanup();
    await mount(keno.Loss);
  }, 15_000);

  it('BingoGame: cards before the game, daubed while calling with the line announced, a win and a loss said in words', async () => {
    const bingo = composeStories(BingoGameStories);
    await mount(bingo.Idle);
    cleanup();
    await mount(bingo.Playing);
    cleanup();
    await mount(bingo.Win);
    cleanup();
    await mount(bingo.Loss);
  });

  it('BingoGame in Arabic announces the line in Arabic', async () => {
    const root = await mount(composeStories(BingoGameStories).RightToLeft);
    expect(within(root).getByTestId('bingo-announce').textContent).toContain(ar.gs_bingo_announce.split(' ')[0]!);
  });

  it('MinesGame in Arabic says the round in Arabic', async () => {
    const root = await mount(mines.RightToLeft);
    await waitFor(() => expect(within(root).getByTestId('mines-words').textContent).toContain(ar.gs_mines_lose.split(' ')[0]!));
  });

  it('BlackjackGame: idle, an open round with the decisions allowed, split hands, a win and a bust say the table in words', async () => {
    await mount(blackjack.Idle);
    cleanup();
    await mount(blackjack.Playing);
    cleanup();
    await mount(blackjack.SplitPlaying);
    cleanup();
    await mount(blackjack.Win);
    cleanup();
    await mount(blackjack.Loss);
  });

  it('BlackjackGame in Arabic names the cards and says the round in Arabic', async () => {
    const root = await mount(blackjack.RightToLeft);
    expect(within(root).getAllByRole('img')[0]!.getAttribute('aria-label')).toBe(`${ar.gs_rank_4} ${ar.gs_suit_1}`);
    expect(within(root).getByTestId('bj-words').textContent).toContain(ar.gs_bj_outcome_push);
  });

  it('VideoPokerGame: idle, holds by keyboard, a win lighting its paytable row and a loss', async () => {
    await mount(videoPoker.Idle);
    cleanup();
    await mount(videoPoker.Dealt);
    cleanup();
    await mount(videoPoker.Win);
    cleanup();
    await mount(videoPoker.Loss);
  });

  it('VideoPokerGame in Arabic says the round in Arabic', async () => {
    const root = await mount(videoPoker.RightToLeft);
    expect(within(root).getByTestId('vp-words').textContent).toContain(ar.gs_hand_twoPair);
  });

  it('SlotGame: idle reels on the first stop; spinning, win and loss stop on the round\'s stops and say the round; free spins are counted', async () => {
    await mount(slot.Idle);
    cleanup();
    await mount(slot.Spinning);
    cleanup();
    const win = await mount(slot.Win);
    expect(win.querySelectorAll('.slot-cell[data-win]').length).toBeGreaterThan(0);
    cleanup();
    await mount(slot.Loss);
    cleanup();
    await mount(slot.FreeSpins);
  }, 15_000);

  it('SlotGame in Arabic says the round in Arabic, the reels still left to right', async () => {
    const root = await mount(slot.RightToLeft);
    await waitFor(() => expect(within(root).getByTestId('slot-words').textContent).toContain(ar.gs_slot_round_win.split(' ')[0]!), { timeout: ANIMATION_WAIT_MS });
    expect(within(root).getByTestId('slot-reels').getAttribute('dir')).toBe('ltr');
  });

  it('ScratchGame: idle waits for a card; a card is scratched with the keyboard and "Scratch all"; win and loss are said in money', async () => {
    await mount(scratch.Idle);
    cleanup();
    await mount(scratch.Playing);
    cleanup();
    await mount(scratch.Win);
    cleanup();
    await mount(scratch.Loss);
  });
  it('RouletteGame: idle places chips with the keyboard; playing, win, loss and a part returned turn the wheel to the pocket and say the round', async () => {
    await mount(roulette.Idle);
    cleanup();
    await mount(roulette.Playing);
    cleanup();
    await mount(roulette.Win);
    cleanup();
    await mount(roulette.Loss);
    cleanup();
    await mount(roulette.PartReturned);
  }, 30_000);

  it('RouletteGame in Arabic says the round in Arabic', async () => {
    const root = await mount(roulette.RightToLeft);
    await waitFor(() => expect(within(root).getByTestId('rl-words').textContent).toContain(ar.gs_rl_win.split(' ')[0]!), { timeout: ANIMATION_WAIT_MS });
  }, 10_000);

  it('KenoGame: idle keeps the paytable in step with the picks; playing, win and loss draw the balls and mark the hits', async () => {
    await mount(keno.Idle);
    cleanup();
    await mount(keno.Playing);
    cleanup();
    await mount(keno.Win);
    cleanup();
    await mount(keno.Loss);
  }, 30_000);

  it('KenoGame in Arabic says the round in Arabic', async () => {
    const root = await mount(keno.RightToLeft);
    await waitFor(() => expect(within(root).getByTestId('keno-words').textContent).toContain(ar.gs_keno_win.split(' ')[1]!), { timeout: ANIMATION_WAIT_MS });
  }, 10_000);
});

describe('bonus game picture stories', () => {
  const games = [
    ['FortunaWheel', composeStories(FortunaWheelStories)],
    ['ChestPicture', composeStories(ChestPictureStories)],
    ['MemoryPicture', composeStories(MemoryPictureStories)],
    ['SafePicture', composeStories(SafePictureStories)],
    ['LotteryPicture', composeStories(LotteryPictureStories)],
    ['DragonPicture', composeStories(DragonPictureStories)],
  ] as const;

  it.each(games)('%s: idle takes a pick from the keyboard; the revealed win shows the server\'s prize at every place', async (_, stories) => {
    await mount(stories.Idle);
    cleanup();
    const win = await mount(stories.RevealedWin);
    expect(win.querySelector('[data-testid="bonus-board"]')!.getAttribute('data-stage')).toBe('all');
  });

  it.each(games)('%s in Arabic names the places and prizes in Arabic', async (_, stories) => {
    const root = await mount(stories.RightToLeft);
    const names = [...root.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '').join(' ');
    expect(names).toMatch(/[\u0600-\u06FF]/);
    expect(root.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});

describe('every story', () => {
  // New stories are picked up here even before they get a test of their own above.
  const modules: [string, Record<string, PortableStory>][] = [
    [PromoCarouselStories.default.title, composeStories(PromoCarouselStories)],
    [PlinkoGameStories.default.title, composeStories(PlinkoGameStories)],
    [DiceGameStories.default.title, composeStories(DiceGameStories)],
    [LimboGameStories.default.title, composeStories(LimboGameStories)],
    [MinesGameStories.default.title, composeStories(MinesGameStories)],
    [BlackjackGameStories.default.title, composeStories(BlackjackGameStories)],
    [VideoPokerGameStories.default.title, composeStories(VideoPokerGameStories)],
    [SlotGameStories.default.title, composeStories(SlotGameStories)],
    [ScratchGameStories.default.title, composeStories(ScratchGameStories)],
    [RouletteGameStories.default.title, composeStories(RouletteGameStories)],
    [KenoGameStories.default.title, composeStories(KenoGameStories)],
    [CrashGameStories.default.title, composeStories(CrashGameStories)],
    [TvKenoGameStories.default.title, composeStories(TvKenoGameStories)],
    [BingoGameStories.default.title, composeStories(BingoGameStories)],
    [FortunaWheelStories.default.title, composeStories(FortunaWheelStories)],
    [ChestPictureStories.default.title, composeStories(ChestPictureStories)],
    [MemoryPictureStories.default.title, composeStories(MemoryPictureStories)],
    [SafePictureStories.default.title, composeStories(SafePictureStories)],
    [LotteryPictureStories.default.title, composeStories(LotteryPictureStories)],
    [DragonPictureStories.default.title, composeStories(DragonPictureStories)],
    [FaqStories.default.title, composeStories(FaqStories)],
    [FooterStories.default.title, composeStories(FooterStories)],
    [NotificationsStories.default.title, composeStories(NotificationsStories)],
    [SupportButtonStories.default.title, composeStories(SupportButtonStories)],
    [ScrollToTopStories.default.title, composeStories(ScrollToTopStories)],
    [AuthPanelStories.default.title, composeStories(AuthPanelStories)],
    [AgeConfirmationStories.default.title, composeStories(AgeConfirmationStories)],
    [AcceptTermsStories.default.title, composeStories(AcceptTermsStories)],
    [UserTransferStories.default.title, composeStories(UserTransferStories)],
    [FootballScoreboardStories.default.title, composeStories(FootballScoreboardStories)],
    [TennisScoreboardStories.default.title, composeStories(TennisScoreboardStories)],
    [AmericanFootballScoreboardStories.default.title, composeStories(AmericanFootballScoreboardStories)],
    [LineGamesStories.default.title, composeStories(LineGamesStories)],
    [LiveGamesStories.default.title, composeStories(LiveGamesStories)],
    [CouponStories.default.title, composeStories(CouponStories)],
    [BetHistoryLiveStories.default.title, composeStories(BetHistoryLiveStories)],
    [AccountManagerStories.default.title, composeStories(AccountManagerStories)],
    [RechargeStories.default.title, composeStories(RechargeStories)],
    [DeduceStories.default.title, composeStories(DeduceStories)],
    [LottoTicketStories.default.title, composeStories(LottoTicketStories)],
    [TotoCouponStories.default.title, composeStories(TotoCouponStories)],
    [VirtualBetsStories.default.title, composeStories(VirtualBetsStories)],
    [BlockRichTextStories.default.title, composeStories(BlockRichTextStories)],
    [BlockImageFigureStories.default.title, composeStories(BlockImageFigureStories)],
    [BlockBannerStories.default.title, composeStories(BlockBannerStories)],
    [BlockCallToActionStories.default.title, composeStories(BlockCallToActionStories)],
    [BlockLinkListStories.default.title, composeStories(BlockLinkListStories)],
    [BlockPromoCardsStories.default.title, composeStories(BlockPromoCardsStories)],
    [BlockDataTableStories.default.title, composeStories(BlockDataTableStories)],
    [BlockTabsStories.default.title, composeStories(BlockTabsStories)],
    [BlockAccordionStories.default.title, composeStories(BlockAccordionStories)],
    [BlockContactsStories.default.title, composeStories(BlockContactsStories)],
    [BlockAppDownloadStories.default.title, composeStories(BlockAppDownloadStories)],
    [BlockBettingCalculatorStories.default.title, composeStories(BlockBettingCalculatorStories)],
  ];
  const all = modules.flatMap(([title, stories]) => Object.entries(stories).map(([name, Story]) => [`${title}/${name}`, Story] as const));

  // A round story waits for its animation (the roulette wheel turns 3 s) on top of its play function.
  it.each(all)('%s renders', async (_name, Story) => {
    const root = await mount(Story);
    expect(root.firstElementChild).not.toBeNull();
  }, 15_000);
});
