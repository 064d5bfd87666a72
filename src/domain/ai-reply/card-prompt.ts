import { CARD_TYPES } from '../cards/card';
import {
  ABILITY_TYPES,
  ACTIONS,
  TARGET_SELECTORS,
  TURN_PHASES,
  ZONES,
} from '../cards/effect-vocabulary';

/** Version of the card-reading prompt (SPEC §7, §9 'prompt version 10.0'); stored with each suggestion. */
export const CARD_PROMPT_VERSION = '10.0';

const bulletList = (items: readonly string[]): string =>
  items.map((item) => `- ${item}`).join('\n');

const ACTION_LINES = Object.entries(ACTIONS).map(([id, label]) => `${id} (${label})`);

/** The `limite_por_turno` rules of SPEC §5 'AI limit rules', in the order the model applies them. */
const TURN_LIMIT_RULES = [
  'Un talismán, una habilidad disparada al entrar en juego o una habilidad cuyo costo es sacrificar o destruir la propia carta: 1.',
  'Si el texto dice explícitamente "una vez por turno": 1.',
  'Las habilidades continuas: null.',
  'Cualquier otra habilidad activada o disparada de un permanente (aliado, arma, tótem, oro): "infinito".',
];

/** The fields of the AI suggestion result (SPEC §3) and what each holds. */
const OUTPUT_FIELDS = [
  'nombre: el nombre de la carta, tal como está impreso.',
  'ability: el texto de habilidad completo, tal como está impreso.',
  'tipo: Aliado, Arma, Talismán, Tótem u Oro (por defecto Aliado).',
  'coste: número entero (0 si no tiene).',
  'strength: la fuerza, número entero (0 si no tiene; solo los aliados tienen fuerza).',
  'raza: la raza del aliado ("" si no tiene).',
  'ilustrador: el nombre del ilustrador.',
  'efectos_estructurados: lista con el desglose de cada habilidad (ver abajo).',
  'edition: la edición de la carta.',
  'id: el número de la carta en su edición (por ejemplo 001-334 se escribe 1).',
  'url_image: "" (el servidor ya conoce la imagen).',
  'flavour: el texto de ambientación en cursiva, o null si no tiene.',
  'reviewed: false.',
];

const EFFECT_SHAPE = `{
  "descripcion": "texto de la habilidad",
  "tipo_habilidad": "activada | disparada | continua",
  "limite_por_turno": 1,
  "fase_activacion": ["Vigilia"],
  "trigger": ["entra_en_juego"],
  "opciones": [
    {
      "descripcion_opcion": "texto de esta opción",
      "costo": [{ "tipo": "oro", "cantidad": 1 }],
      "acciones": [
        {
          "accion": "destroy",
          "objetivo": {
            "selector": "oponente",
            "cantidad": 1,
            "filtros": [{ "propiedad": "tipo", "valor": "aliado" }]
          },
          "parametros": { "cantidad": 1, "destino": "GRAVEYARD" }
        }
      ]
    }
  ]
}`;

/**
 * The card-reading prompt (SPEC §7): Spanish instructions listing the card types, ability types,
 * zone ids, game actions and turn phases, the `limite_por_turno` rules (SPEC §5) and the output
 * fields of the AI suggestion result (SPEC §3), followed by the editor's custom prompt if any.
 */
export function buildCardPrompt(customPrompt?: string): string {
  const sections = [
    `Versión del prompt: ${CARD_PROMPT_VERSION}.`,
    'Eres un experto en un juego chileno de cartas coleccionables de fantasía (era Primer Bloque). ' +
      'Lee la imagen de la carta adjunta y devuelve sus datos como un único objeto JSON, sin texto ' +
      'adicional. Copia los textos exactamente como están impresos, con sus tildes y mayúsculas; ' +
      'si no puedes leer un campo, omítelo.',
    `Tipos de carta:\n${bulletList(CARD_TYPES)}`,
    `Tipos de habilidad:\n${bulletList(ABILITY_TYPES)}`,
    `Zonas del juego (usa estos identificadores):\n${bulletList(ZONES)}`,
    `Acciones del juego (usa el identificador, no la etiqueta):\n${bulletList(ACTION_LINES)}`,
    `Fases del turno (referencia para fase_activacion):\n${bulletList(TURN_PHASES)}`,
    `Selectores de objetivo: ${TARGET_SELECTORS.join(', ')}.`,
    `Reglas para limite_por_turno:\n${bulletList(TURN_LIMIT_RULES)}`,
    `Campos de la respuesta:\n${bulletList(OUTPUT_FIELDS)}`,
    `Cada elemento de efectos_estructurados tiene esta forma:\n${EFFECT_SHAPE}`,
  ];
  const extra = customPrompt?.trim();
  if (extra) sections.push(`Indicaciones adicionales del editor:\n${extra}`);
  return sections.join('\n\n');
}
