/**
 * The brand's product list (src/domain/navigation/products.ts): drawn from the route table's
 * availability rules, so a flag or an available route turned off drops the product.
 */
import { describe, expect, it } from 'vitest';
import { brandProducts, compactLabel, productOn, PRODUCTS } from '../../src/domain/navigation/products.ts';
import { resolveBrand } from '../helpers/brand-fixture.ts';

describe('brand products', () => {
  it('lists every product whose page a guest can open, in navigation order, with the language prefix', () => {
    const list = brandProducts(resolveBrand(), 'en', true);
    const order = PRODUCTS.map((p) => p.key);
    expect(list.map((p) => order.indexOf(p.key))).toEqual([...list.map((p) => order.indexOf(p.key))].sort((a, b) => a - b));
    expect(list.find((p) => p.key === 'casino')).toEqual({ key: 'casino', labelKey: 'product_casino', path: '/casino', href: '/en/casino' });
    expect(list.map((p) => p.key)).toEqual(expect.arrayContaining(['sports', 'live', 'casino']));
  });

  it('drops a product when the brand turns its flag off', () => {
    const on = resolveBrand();
    const off = resolveBrand({ features: { ...on.features, poker: false, casino: false } });
    expect(on.features.poker).toBe(true);
    expect(productOn(on, 'en', 'poker', true)).toBe(true);
    expect(productOn(off, 'en', 'poker', true)).toBe(false);
    expect(productOn(off, 'en', 'casino', true)).toBe(false);
    expect(brandProducts(off, 'en', true).map((p) => p.key)).not.toContain('casino');
  });
});

describe('product bar labels', () => {
  it('sets a label with a word over 9 characters compact, in any script; short words and spaces do not count', () => {
    expect(['Tournaments', 'Promosyonlar', 'Virtual sports', 'Віртуальний спорт', 'Жаңалықтар'].map(compactLabel)).toEqual([true, true, false, true, true]);
    expect(['Sports', 'TV games', 'Promotion', 'ألعاب تلفزيونية', 'משחקי טלוויזיה'].map(compactLabel)).toEqual([false, false, false, false, false]);
  });
});
