import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { CAPTCHA_LENGTH, type captchaMachine } from '../../../machines/captcha.machine.ts';

/**
 * The captcha (spec 01 §2): a 100x40 image (click for a new one), a reload button shown only after
 * the image failed to load, and a five-character input with the placeholder Captcha. When captcha
 * is off, a hidden Token field stands in its place.
 */
export function CaptchaField({ captcha, disabled }: { captcha: ActorRefFrom<typeof captchaMachine>; disabled?: boolean }) {
  const { t } = useLingui();
  const state = useSelector(captcha, (s) =>
    s.matches('hidden') ? 'hidden' : s.matches({ shown: 'error' }) ? 'error' : s.matches({ shown: 'loading' }) ? 'loading' : 'ready',
  );
  const image = useSelector(captcha, (s) => s.context.image);
  const answer = useSelector(captcha, (s) => s.context.answer);

  if (state === 'hidden') return <input type="hidden" name="Token" value="" />;
  return (
    <div className="captcha">
      <label className="field captcha__field">
        <span className="field__label">
          <Trans>Captcha</Trans>
        </span>
        <input
          name="Token"
          className="captcha__input"
          placeholder={t`Captcha`}
          size={CAPTCHA_LENGTH}
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          value={answer}
          disabled={disabled}
          onChange={(event) => captcha.send({ type: 'ANSWER', value: event.target.value })}
        />
      </label>
      {state === 'error' ? (
        <button type="button" className="button captcha__reload" onClick={() => captcha.send({ type: 'RELOAD' })}>
          <Trans>Reload captcha</Trans>
        </button>
      ) : (
        <button
          type="button"
          className="captcha__image-button"
          aria-label={t`New captcha image`}
          onClick={() => captcha.send({ type: 'RELOAD' })}
        >
          {image && state === 'ready' ? (
            <img
              className="captcha__image"
              src={image.src}
              width={100}
              height={40}
              alt={t`Captcha image`}
              onError={() => captcha.send({ type: 'IMAGE_ERROR' })}
            />
          ) : (
            <span className="captcha__placeholder" aria-hidden="true" />
          )}
        </button>
      )}
    </div>
  );
}
