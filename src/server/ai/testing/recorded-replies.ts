/*
 * Replies of vision models to the card-reading prompt, as recorded, for the fake provider. They
 * read a demo-like card, "Centinela del Alba"; the free-text ones show the shapes the reply
 * parser must handle (SPEC §7).
 */

/** The card every reply below describes. */
export const READ_CARD = {
  nombre: 'Centinela del Alba',
  ability: 'Cuando Centinela del Alba entra en juego, roba una carta.',
  tipo: 'Aliado',
  coste: 3,
  strength: 2,
  raza: 'Caballero',
  ilustrador: 'Josefa Urrutia',
  edition: 'Espada Sagrada',
  flavour: 'Vigila hasta que el sol vuelve.',
} as const;

const readEffect = {
  descripcion: 'Al entrar en juego, roba una carta.',
  tipo_habilidad: 'disparada',
  limite_por_turno: 1,
  fase_activacion: [],
  trigger: ['entra_en_juego'],
  opciones: [
    {
      descripcion_opcion: 'Roba una carta.',
      costo: [],
      acciones: [
        {
          accion: 'draw',
          objetivo: { selector: 'propio', cantidad: 1, filtros: [] },
          parametros: { cantidad: 1, origen: 'DECK', destino: 'HAND' },
        },
      ],
    },
  ],
};

const fullReply = {
  ...READ_CARD,
  efectos_estructurados: [readEffect],
  id: 12,
  url_image: '',
  reviewed: true,
};

/** JSON in a fenced block, as GPT-4o usually answers. */
export const FENCED_JSON_REPLY = `\`\`\`json\n${JSON.stringify(fullReply, null, 2)}\n\`\`\``;

/** JSON inside explanations, with an effect that breaks the vocabulary. */
export const PROSE_JSON_REPLY = `Claro, aquí tienes los datos de la carta:\n${JSON.stringify({
  ...fullReply,
  efectos_estructurados: [
    {
      ...readEffect,
      opciones: [
        {
          descripcion_opcion: 'Roba una carta.',
          costo: [],
          acciones: [{ accion: 'teleportar', parametros: { destino: 'LUNA' } }],
        },
      ],
    },
  ],
})}\nEspero que te sirva. Revisa el coste, la imagen era algo borrosa.`;

/** A reply cut off by max_tokens in the middle of the effects. */
export const TRUNCATED_REPLY = FENCED_JSON_REPLY.slice(
  0,
  FENCED_JSON_REPLY.indexOf('"parametros"') + 20,
);

/** A model that would not read the card: nothing usable. */
export const UNUSABLE_REPLY = 'Lo siento, no puedo identificar el texto de esta carta.';

/** A strict structured-output reply: parameters as key/value pairs, no target as null. */
export const STRUCTURED_REPLY = JSON.stringify({
  ...READ_CARD,
  efectos_estructurados: [
    {
      ...readEffect,
      opciones: [
        {
          descripcion_opcion: 'Roba una carta.',
          costo: [],
          acciones: [
            {
              accion: 'draw',
              objetivo: null,
              parametros: [
                { clave: 'cantidad', valor: 1 },
                { clave: 'destino', valor: 'HAND' },
              ],
            },
          ],
        },
      ],
    },
  ],
  id: 12,
  url_image: '',
  flavour: null,
  reviewed: false,
});
