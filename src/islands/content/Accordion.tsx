/**
 * Accordion block island: sections of rich text that expand under their titles (react-aria
 * Disclosure: the title is a button with aria-expanded). The HTML is sanitised by the block
 * wrapper (src/components/blocks/AccordionBlock.astro) before it reaches the island.
 */
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, I18nProvider } from 'react-aria-components';

/** One section, resolved for the page language. */
interface AccordionItem {
  title: string;
  /** Sanitised HTML. */
  html: string;
}

/** Props of the accordion island. */
export interface AccordionProps {
  /** BCP 47 tag of the page language. */
  locale: string;
  id?: string | undefined;
  title?: string | undefined;
  items: AccordionItem[];
}

/** The accordion island. */
export default function Accordion({ locale, id, title, items }: AccordionProps) {
  return (
    <I18nProvider locale={locale}>
      <section className="block-accordion" id={id}>
        {title && <h2>{title}</h2>}
        <DisclosureGroup allowsMultipleExpanded className="accordion-list">
          {items.map((item, index) => (
            <Disclosure key={index} id={String(index)} className="accordion-item">
              <Heading level={3} className="accordion-title">
                <Button slot="trigger" className="accordion-trigger">{item.title}</Button>
              </Heading>
              <DisclosurePanel className="accordion-panel">
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.html }} />
              </DisclosurePanel>
            </Disclosure>
          ))}
        </DisclosureGroup>
      </section>
    </I18nProvider>
  );
}
