/**
 * Lottery tickets (spec §2 `lottery`): numbered tickets, each with a lottery ball and a silver
 * scratch field; the picked ticket's field is scratched off to its prize, then the others'. The
 * prizes are the server's board.
 */
import type { BonusPictureProps } from './contract.ts';
import { PickBoard, type PlaceArt } from './PickBoard.tsx';

/** Dictionary keys of the tickets. */
export const LOTTERY_KEYS = ['bonus_game_ticket_n', 'bonus_game_pick_ticket'] as const;

/** One ticket: a numbered ball and the scratch field over the prize. */
function ticketArt({ number, open, prize }: PlaceArt) {
  return (
    <span className="lottery-ticket" data-open={open ? 'true' : undefined} data-top={prize?.top ? 'true' : undefined}>
      <span className="lottery-ball">
        <svg className="bonus-svg" viewBox="0 0 40 40">
          <circle className="lottery-ball-fill" cx="20" cy="20" r="17" />
          <circle className="lottery-ball-eye" cx="20" cy="20" r="10" />
        </svg>
        <span className="lottery-ball-number">{number}</span>
      </span>
      <span className="lottery-field">
        <span className="bonus-prize">{prize?.text ?? ''}</span>
        <span className="lottery-scratch">
          <svg className="bonus-svg" viewBox="0 0 80 30" preserveAspectRatio="none">
            <path className="lottery-scratch-marks" d="M6 8 l10 -3 M20 24 l14 -4 M44 9 l12 -3 M60 22 l12 -4 M10 16 h4 M66 12 h4" />
          </svg>
        </span>
      </span>
    </span>
  );
}

/** The lottery picture (module docstring). */
export function LotteryPicture(props: BonusPictureProps) {
  return <PickBoard {...props} game="lottery" placeKey="bonus_game_ticket_n" promptKey="bonus_game_pick_ticket" art={ticketArt} />;
}
