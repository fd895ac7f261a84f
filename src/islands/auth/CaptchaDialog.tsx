/**
 * The captcha dialog (spec §8 "show the matching captcha challenge"): "Confirm you're not a
 * robot" with one checkbox. Ticking it solves the ALTCHA proof of work in the browser (a progress
 * bar shows meanwhile) and answers the waiting request with the solution; cancelling answers null,
 * so the request fails with the server's captcha error.
 */
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button, CheckboxButton, CheckboxField, ProgressBar } from 'react-aria-components';
import { captchaPrompt, solveAltcha } from '../../client/auth/captcha.ts';
import { useT } from '../shell/i18n.tsx';
import { ModalDialog } from './ui.tsx';

type Phase = 'ask' | 'solving' | 'failed';

/** Shows the open captcha prompt of the page, if any. */
export function CaptchaDialog() {
  useSignals();
  const t = useT();
  const prompt = captchaPrompt.value;
  const [phase, setPhase] = useState<Phase>('ask');
  const solving = useRef<AbortController | null>(null);

  useEffect(() => {
    setPhase('ask');
    return () => solving.current?.abort();
  }, [prompt?.id]);

  const cancel = () => {
    solving.current?.abort();
    prompt?.resolve(null);
  };

  const solve = async () => {
    if (!prompt) return;
    const controller = new AbortController();
    solving.current = controller;
    setPhase('solving');
    const solution = await solveAltcha(prompt.challenge, controller.signal).catch(() => null);
    if (controller.signal.aborted) return;
    if (solution) prompt.resolve(solution);
    else setPhase('failed');
  };

  return (
    <ModalDialog isOpen={prompt !== null} onClose={cancel} title={t('captcha_title')} className="modal-small">
      <div className="captcha">
        <CheckboxField
          isSelected={phase === 'solving'}
          isDisabled={phase === 'solving'}
          onChange={(checked) => {
            if (checked) void solve();
          }}
        >
          <CheckboxButton className="checkbox">
            <span className="checkbox-box" aria-hidden="true" />
            {t('captcha_checkbox')}
          </CheckboxButton>
        </CheckboxField>
        {phase === 'solving' && (
          <ProgressBar className="progress" isIndeterminate aria-label={t('captcha_checking')}>
            <span className="progress-label">{t('captcha_checking')}</span>
            <span className="progress-track" aria-hidden="true">
              <span className="progress-fill" />
            </span>
          </ProgressBar>
        )}
        {phase === 'failed' && (
          <p className="form-alert" role="alert">
            {t('captcha_failed')}
          </p>
        )}
      </div>
      <div className="dialog-actions">
        <Button className="button button-secondary" onPress={cancel}>
          {t('header_cancel')}
        </Button>
      </div>
    </ModalDialog>
  );
}
