/**
 * FAQ block island: each answer expands under its question (react-aria Disclosure, so the
 * trigger is a button with aria-expanded and the panel is labelled by it).
 */
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { I18nProvider } from 'react-aria-components';

/** A question and its answer, resolved for the page language. */
interface FaqItem {
  /** The question. */
  question: string;
  /** The answer, plain text. */
  answer: string;
}

/** Props of the FAQ island. */
export interface FaqProps {
  /** BCP 47 tag of the page language. */
  locale: string;
  /** Heading of the block. */
  title: string;
  /** The items. */
  items: FaqItem[];
}

/** The FAQ island. */
export default function Faq({ locale, title, items }: FaqProps) {
  return (
    <I18nProvider locale={locale}>
      <section className="faq">
        <h2>{title}</h2>
        <DisclosureGroup allowsMultipleExpanded className="faq-list">
          {items.map((item, i) => (
            <Disclosure key={i} id={String(i)} className="faq-item">
              <Heading level={3} className="faq-question">
                <Button slot="trigger" className="faq-trigger">
                  {item.question}
                </Button>
              </Heading>
              <DisclosurePanel className="faq-answer">
                <p>{item.answer}</p>
              </DisclosurePanel>
            </Disclosure>
          ))}
        </DisclosureGroup>
      </section>
    </I18nProvider>
  );
}
