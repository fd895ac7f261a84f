import type { Meta, StoryObj } from '@storybook/react-vite';
import ar from '../../i18n/locales/ar.json';
import home from '../../../brands/main/pages/home.json';
import { promoCarouselPropsSchema } from '../../../schemas/blocks.ts';
import { pickText } from '../../domain/localized-text.ts';
import { pickMessages } from '../../../.storybook/messages.ts';
import PromoCarousel, { PROMO_CAROUSEL_KEYS, type PromoSlide } from './PromoCarousel.tsx';

/** The carousel block of the main brand's home page, resolved as PromoCarouselBlock.astro does. */
const block = promoCarouselPropsSchema.parse(home.content.find((b) => b.type === 'promoCarousel')!.props);
const resolve = (lng: string) => ({
  label: pickText(block.label, lng, 'ru'),
  slides: block.slides.map((s) => ({ title: pickText(s.title, lng, 'ru'), text: pickText(s.text, lng, 'ru'), tone: s.tone })),
});

/** Arabic sample slides: the home page has no Arabic content yet. */
const arabicSlides: PromoSlide[] = [
  { title: 'الرهان المركب: قسيمة واحدة، عدة مباريات', text: 'تُضرب احتمالات كل اختيار، ويجب أن تفوز جميعها ليُدفع الرهان.', tone: 'accent' },
  { title: 'النظام: مجال لخطأ واحد', text: 'رهان النظام مجموعة من الرهانات المركبة، ونظام 2 من 3 يربح حتى لو خسر اختيار واحد.', tone: 'surface' },
];

const meta = {
  title: 'Islands/PromoCarousel',
  component: PromoCarousel,
  args: { lng: 'en', locale: 'en', messages: pickMessages(PROMO_CAROUSEL_KEYS), ...resolve('en') },
} satisfies Meta<typeof PromoCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's three slides in English. */
export const Default: Story = {};

/** One slide: no previous and next buttons. */
export const SingleSlide: Story = {
  args: { slides: resolve('en').slides.slice(0, 1) },
};

/** Arabic page: Arabic messages and a right-to-left layout. */
export const RightToLeft: Story = {
  args: { lng: 'ar', locale: 'ar', messages: pickMessages(PROMO_CAROUSEL_KEYS, ar), label: 'نصائح المراهنة', slides: arabicSlides },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
