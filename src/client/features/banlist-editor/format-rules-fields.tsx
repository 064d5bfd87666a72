import { useId } from 'react';
import { OPENING_HAND_SIZE_BOUNDS } from '../../../contract/banlists';
import { SIDE_DECK_MAX_SIZE } from '../../../contract/deck-bounds';
import { CARD_TYPES, type CardType } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import { AllowedEditionsField } from './allowed-editions-field';
import { NumberRuleField, SwitchRuleField } from './format-rule-inputs';
import {
  DECK_SIZE_BOUNDS,
  type FormatRuleErrors,
  type FormatRuleSettings,
} from './format-rule-settings';

interface FormatRulesFieldsProps {
  settings: FormatRuleSettings;
  errors: FormatRuleErrors;
  /** The editions a format can choose among ('Solo algunas ediciones'). */
  editions: readonly string[];
  onChange: (change: Partial<FormatRuleSettings>) => void;
  className?: string;
}

interface CountedTypesFieldProps {
  counted: readonly CardType[];
  onChange: (counted: CardType[]) => void;
}

/** 'Cuentan para el mínimo:': the card types counted toward the minimum, at least one. */
function CountedTypesField({ counted, onChange }: CountedTypesFieldProps) {
  const hintId = useId();
  const handleToggle = (type: CardType, isChecked: boolean) => {
    const next = new Set(counted);
    if (isChecked) next.add(type);
    else next.delete(type);
    onChange(CARD_TYPES.filter((candidate) => next.has(candidate)));
  };
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-stone-100">Cuentan para el mínimo:</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {CARD_TYPES.map((type) => {
          const isChecked = counted.includes(type);
          // The last type left cannot be unticked: a minimum must count something.
          const isLast = isChecked && counted.length === 1;
          return (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-700 px-3 text-stone-100 has-checked:border-amber-300/60 has-checked:bg-amber-300/10 has-disabled:cursor-not-allowed"
            >
              <input
                type="checkbox"
                checked={isChecked}
                disabled={isLast}
                onChange={(event) => handleToggle(type, event.target.checked)}
                className="size-5 accent-amber-300"
              />
              {formatCardType(type)}
            </label>
          );
        })}
      </div>
      <p id={hintId} className="mt-1 text-xs text-stone-400">
        Al menos un tipo cuenta siempre.
      </p>
    </fieldset>
  );
}

/**
 * 'Reglas del formato' (issue 15): the deck size, the minimum of allies and the switches of a
 * format, for a new format and for the chosen one's draft alike.
 */
export function FormatRulesFields({
  settings,
  errors,
  editions,
  onChange,
  className = 'rounded-xl border border-stone-800 bg-stone-900/60 p-4',
}: FormatRulesFieldsProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <h3 id={titleId} className="font-serif text-lg text-amber-200">
        Reglas del formato
      </h3>
      <div className="mt-3 grid max-w-2xl gap-4 sm:grid-cols-2">
        <NumberRuleField
          label="Tamaño del mazo"
          hint={`Máximo de cartas del mazo, de ${DECK_SIZE_BOUNDS.min} a ${DECK_SIZE_BOUNDS.max}.`}
          value={settings.maxCard}
          error={errors.maxCard}
          onChange={(maxCard) => onChange({ maxCard })}
        />
        <NumberRuleField
          label="Mínimo de aliados"
          hint="0 para no pedir ninguno."
          value={settings.minAllies}
          error={errors.minAllies}
          onChange={(minAllies) => onChange({ minAllies })}
        />
        <NumberRuleField
          label="Side deck"
          hint={`Cartas del side deck, de 0 (sin side deck) a ${SIDE_DECK_MAX_SIZE}.`}
          value={settings.sideDeckSize}
          error={errors.sideDeckSize}
          onChange={(sideDeckSize) => onChange({ sideDeckSize })}
        />
        <NumberRuleField
          label="Mínimo de Oros sin habilidad"
          hint="0 para no pedir ninguno."
          value={settings.minVanillaGold}
          error={errors.minVanillaGold}
          onChange={(minVanillaGold) => onChange({ minVanillaGold })}
        />
        <NumberRuleField
          label="Cartas de la mano inicial"
          hint={`Para la mano de prueba, de ${OPENING_HAND_SIZE_BOUNDS.min} a ${OPENING_HAND_SIZE_BOUNDS.max}; el juego usa 8.`}
          value={settings.openingHandSize}
          error={errors.openingHandSize}
          onChange={(openingHandSize) => onChange({ openingHandSize })}
        />
      </div>
      <div className="mt-4 divide-y divide-stone-800">
        <SwitchRuleField
          label="El mazo debe tener exactamente ese tamaño"
          hint="Apagado, el tamaño es un máximo y un mazo más corto también es legal."
          checked={settings.exactDeckSize}
          onChange={(exactDeckSize) => onChange({ exactDeckSize })}
        />
        <SwitchRuleField
          label="Una sola raza (la del primer aliado)"
          hint="Los demás aliados deben ser de la raza del primer aliado del mazo."
          checked={settings.oneRace}
          onChange={(oneRace) => onChange({ oneRace })}
        />
        <SwitchRuleField
          label="Un solo bloque de edición (el del primer aliado)"
          hint="Todas las cartas deben ser del bloque del primer aliado; hasta que haya uno, solo se pueden añadir aliados."
          checked={settings.oneBlock}
          onChange={(oneBlock) => onChange({ oneBlock })}
        />
        <SwitchRuleField
          label="El mínimo de aliados es obligatorio"
          hint="Apagado, el mínimo es una guía: el mazo avisa, pero se puede guardar."
          checked={settings.minAlliesRequired}
          onChange={(minAlliesRequired) => onChange({ minAlliesRequired })}
        />
        <SwitchRuleField
          label="Mulligan: una carta menos cada dos veces"
          hint="Encendido, las manos son de 8, 7, 7, 6, 6… cartas (Racial Libre); apagado, de 8, 7, 6…"
          checked={settings.mulliganEveryOther}
          onChange={(mulliganEveryOther) => onChange({ mulliganEveryOther })}
        />
      </div>
      <div className="mt-4">
        <CountedTypesField
          counted={settings.minAlliesCountedTypes}
          onChange={(minAlliesCountedTypes) => onChange({ minAlliesCountedTypes })}
        />
      </div>
      <div className="mt-4 border-t border-stone-800 pt-2">
        <AllowedEditionsField
          editions={editions}
          allowed={settings.allowedEditions}
          reprintsAllowed={settings.reprintsAllowed}
          error={errors.allowedEditions}
          onChange={onChange}
        />
      </div>
    </section>
  );
}
