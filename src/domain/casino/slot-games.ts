/**
 * The portal's own 5-reel video slots (spec §2 casino): original reel strips, paylines, paytables and
 * free spins for the slot engine (slots.ts). Each states its exact RTP, computed by exactRtp and
 * asserted by the unit tests (equal within 1e-9; the bench also walks every reel position).
 */
import type { SlotDefinition } from './slots.ts';

/**
 * Northern Lights: 5 reels × 3 rows, 10 paylines; wild aurora (substitutes, pays 60/250/1250 ×
 * line bet), scatter compass (2/10/50 × total bet); 3+ compasses award 10 free spins with all wins × 2.
 */
export const NORTHERN_LIGHTS: SlotDefinition = {
  id: 'northern-lights',
  reels: [
    ['bear', 'wolf', 'compass', 'owl', 'ace', 'king', 'queen', 'queen', 'jack', 'owl', 'ace', 'ten', 'bear', 'wolf', 'king', 'queen', 'jack', 'ten', 'aurora', 'owl', 'ace', 'compass', 'king', 'queen', 'bear', 'wolf', 'jack', 'king', 'owl', 'ace', 'queen', 'jack', 'ten', 'ten', 'king', 'jack', 'ten', 'aurora'],
    ['ten', 'ten', 'king', 'ten', 'aurora', 'bear', 'wolf', 'compass', 'owl', 'ace', 'king', 'queen', 'jack', 'queen', 'jack', 'ten', 'owl', 'ace', 'ten', 'bear', 'wolf', 'king', 'queen', 'jack', 'ace', 'aurora', 'owl', 'king', 'compass', 'jack', 'queen', 'ten', 'bear', 'wolf', 'ace', 'king', 'owl', 'jack', 'queen', 'jack', 'ace'],
    ['ace', 'king', 'owl', 'jack', 'queen', 'jack', 'ace', 'ten', 'ten', 'king', 'ten', 'aurora', 'bear', 'wolf', 'compass', 'owl', 'ace', 'king', 'queen', 'jack', 'queen', 'jack', 'ten', 'owl', 'ace', 'ten', 'bear', 'wolf', 'king', 'queen', 'jack', 'ace', 'aurora', 'owl', 'king', 'compass', 'jack', 'queen', 'ten', 'bear', 'wolf'],
    ['king', 'compass', 'queen', 'jack', 'ten', 'bear', 'wolf', 'ace', 'king', 'owl', 'queen', 'jack', 'jack', 'ace', 'ten', 'queen', 'king', 'ten', 'ten', 'bear', 'wolf', 'compass', 'owl', 'ace', 'king', 'queen', 'jack', 'jack', 'ten', 'queen', 'owl', 'ace', 'ten', 'bear', 'wolf', 'king', 'queen', 'jack', 'ace', 'aurora', 'owl'],
    ['wolf', 'king', 'queen', 'jack', 'ace', 'aurora', 'owl', 'king', 'compass', 'queen', 'jack', 'ten', 'bear', 'wolf', 'ace', 'king', 'owl', 'queen', 'jack', 'jack', 'ace', 'ten', 'queen', 'king', 'ten', 'ten', 'bear', 'wolf', 'compass', 'owl', 'ace', 'king', 'queen', 'jack', 'jack', 'ten', 'queen', 'owl', 'ace', 'ten', 'bear'],
  ],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [1, 0, 1, 2, 1],
  ],
  paytable: {
    aurora: [60, 250, 1250],
    bear: [30, 125, 625],
    wolf: [25, 100, 375],
    owl: [20, 60, 250],
    ace: [12, 30, 125],
    king: [10, 25, 100],
    queen: [6, 20, 75],
    jack: [6, 15, 60],
    ten: [5, 15, 50],
  },
  wild: 'aurora',
  scatter: 'compass',
  scatterPays: [2, 10, 50],
  freeSpins: 10,
  freeSpinMultiplier: 2,
};

/** Exact RTP of Northern Lights (exactRtp, cross-checked by enumerating every reel position): 95.8288 %. */
export const NORTHERN_LIGHTS_RTP = 0.958287634246;

/**
 * Desert Caravan: 5 reels × 3 rows, 20 paylines; wild oasis (substitutes, pays 30/200/2000 ×
 * line bet), scatter sun (3/15/100 × total bet); 3+ suns award 8 free spins with all wins × 3.
 */
export const DESERT_CARAVAN: SlotDefinition = {
  id: 'desert-caravan',
  reels: [
    ['rose', 'camel', 'lamp', 'scarab', 'dates', 'dune', 'rose', 'dune', 'falcon', 'sun', 'scarab', 'dates', 'lamp', 'rose', 'dune', 'oasis', 'camel', 'dates', 'falcon', 'scarab', 'rose', 'dates', 'lamp', 'rose', 'dune', 'dune', 'scarab', 'dune', 'camel', 'sun', 'falcon', 'dates', 'lamp', 'rose', 'scarab', 'oasis', 'dates', 'rose', 'falcon', 'dune'],
    ['dune', 'oasis', 'lamp', 'dates', 'falcon', 'rose', 'dune', 'rose', 'camel', 'scarab', 'lamp', 'dates', 'dune', 'rose', 'falcon', 'dates', 'sun', 'scarab', 'dune', 'lamp', 'rose', 'dune', 'oasis', 'camel', 'dates', 'falcon', 'scarab', 'lamp', 'rose', 'dates', 'dune', 'rose', 'dune', 'scarab', 'dune', 'falcon', 'camel', 'sun', 'lamp', 'dates', 'rose', 'scarab'],
    ['falcon', 'camel', 'sun', 'lamp', 'dates', 'rose', 'scarab', 'dune', 'oasis', 'lamp', 'dates', 'falcon', 'rose', 'dune', 'rose', 'camel', 'scarab', 'lamp', 'dates', 'dune', 'rose', 'falcon', 'dates', 'sun', 'scarab', 'dune', 'lamp', 'rose', 'dune', 'oasis', 'camel', 'dates', 'falcon', 'scarab', 'lamp', 'rose', 'dates', 'dune', 'rose', 'dune', 'scarab', 'dune'],
    ['dates', 'dune', 'rose', 'scarab', 'dune', 'dune', 'falcon', 'camel', 'sun', 'lamp', 'scarab', 'dates', 'rose', 'dune', 'oasis', 'lamp', 'dates', 'falcon', 'scarab', 'rose', 'rose', 'camel', 'dates', 'dune', 'lamp', 'scarab', 'rose', 'dune', 'falcon', 'dates', 'sun', 'scarab', 'dune', 'lamp', 'rose', 'dune', 'oasis', 'camel', 'dates', 'falcon', 'scarab', 'lamp', 'rose'],
    ['oasis', 'camel', 'dates', 'falcon', 'scarab', 'lamp', 'dates', 'rose', 'dune', 'rose', 'scarab', 'dune', 'dates', 'falcon', 'camel', 'sun', 'lamp', 'scarab', 'dates', 'rose', 'dune', 'rose', 'lamp', 'dune', 'falcon', 'scarab', 'dates', 'rose', 'camel', 'dune', 'dates', 'lamp', 'scarab', 'rose', 'dune', 'falcon', 'dates', 'sun', 'scarab', 'dune', 'lamp', 'rose', 'dune'],
  ],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [1, 0, 1, 2, 1],
    [1, 2, 1, 0, 1],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 2, 0, 2, 0],
    [2, 0, 2, 0, 2],
    [0, 2, 2, 2, 0],
  ],
  paytable: {
    oasis: [30, 200, 2000],
    camel: [25, 100, 500],
    falcon: [15, 65, 325],
    lamp: [12, 50, 200],
    scarab: [8, 30, 120],
    dates: [4, 16, 80],
    rose: [4, 12, 60],
    dune: [3, 10, 40],
  },
  wild: 'oasis',
  scatter: 'sun',
  scatterPays: [3, 15, 100],
  freeSpins: 8,
  freeSpinMultiplier: 3,
};

/** Exact RTP of Desert Caravan (exactRtp, cross-checked by enumerating every reel position): 96.2025 %. */
export const DESERT_CARAVAN_RTP = 0.962025068497;

/** The slots by id. */
export const SLOTS: Readonly<Record<string, { definition: SlotDefinition; rtp: number }>> = {
  [NORTHERN_LIGHTS.id]: { definition: NORTHERN_LIGHTS, rtp: NORTHERN_LIGHTS_RTP },
  [DESERT_CARAVAN.id]: { definition: DESERT_CARAVAN, rtp: DESERT_CARAVAN_RTP },
};
