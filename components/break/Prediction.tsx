/**
 * A break-it lab's prediction: the question before the attack is sent (who refuses it first?), and
 * after it, whether the guess was right and, when not, why the party named could not have refused it.
 */
import { PREDICTIONS, type Prediction, type PredictionVerdict } from '@/lib/break/predict';

export function PredictionPicker({
  attackId,
  value,
  onChange,
  hintId,
  showHint,
}: {
  attackId: string;
  value: Prediction | undefined;
  onChange: (p: Prediction) => void;
  hintId: string;
  showHint: boolean;
}) {
  return (
    <fieldset className="space-y-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3" data-testid="prediction">
      <legend className="px-1 text-sm font-semibold text-indigo-950">Predict: who refuses it first?</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {PREDICTIONS.map((p) => (
          <label key={p.value} className="flex min-h-8 items-center gap-2 text-sm text-stone-900">
            <input type="radio" name={`predict-${attackId}`} value={p.value} checked={value === p.value} onChange={() => onChange(p.value)} />
            <span>
              <span className="font-medium">{p.label}</span> <span className="text-stone-700">({p.hint})</span>
            </span>
          </label>
        ))}
      </div>
      {showHint ? (
        <p id={hintId} className="text-sm text-indigo-950">
          Pick one to send the attack: the card shows who refused it only after.
        </p>
      ) : null}
    </fieldset>
  );
}

export function PredictionResult({ verdict }: { verdict: PredictionVerdict | undefined }) {
  if (!verdict) return null;
  return (
    <p
      role="status"
      data-testid="prediction-verdict"
      data-solved={verdict.solved}
      className={`rounded-lg px-3 py-2 text-sm ${verdict.solved ? 'bg-emerald-50 text-emerald-950' : 'bg-amber-50 text-amber-950'}`}
    >
      {verdict.message}
    </p>
  );
}
