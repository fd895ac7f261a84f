/**
 * Tabs block island: one panel of rich text visible at a time (react-aria Tabs: arrow keys move
 * between tabs, each panel labelled by its tab). The panels' HTML is sanitised by the block
 * wrapper (src/components/blocks/TabsBlock.astro) before it reaches the island.
 */
import { I18nProvider, Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';

/** One tab, resolved for the page language. */
interface TabItem {
  title: string;
  /** Sanitised HTML. */
  html: string;
}

/** Props of the tabs island. */
export interface TabsProps {
  /** BCP 47 tag of the page language. */
  locale: string;
  id?: string | undefined;
  /** Heading; also the tab list's name. */
  title: string;
  items: TabItem[];
}

/** The tabs island. */
export default function Tabs({ locale, id, title, items }: TabsProps) {
  return (
    <I18nProvider locale={locale}>
      <section className="block-tabs" id={id}>
        <h2>{title}</h2>
        <AriaTabs className="tabs">
          <TabList aria-label={title} className="tabs-list">
            {items.map((item, index) => (
              <Tab key={index} id={String(index)} className="tabs-tab">{item.title}</Tab>
            ))}
          </TabList>
          {items.map((item, index) => (
            <TabPanel key={index} id={String(index)} className="tabs-panel">
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.html }} />
            </TabPanel>
          ))}
        </AriaTabs>
      </section>
    </I18nProvider>
  );
}
