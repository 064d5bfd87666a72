import { describe, expect, it } from 'vitest';
import { findPageTitle, readReturnPath, toAccountPath } from './paths';

describe('account paths', () => {
  it.each([
    ['/cuenta/entrar', 'Iniciar sesión'],
    ['/cuenta/registro', 'Crear cuenta'],
    ['/cuenta/usuarios', 'Usuarios'],
    ['/catalogo', 'Catálogo'],
    ['/revision', 'Revisión de Cartas'],
    ['/desconocida', 'Visor de Cartas'],
  ])('titles %s "%s"', (path, title) => {
    expect(findPageTitle(path)).toBe(title);
  });

  it.each([
    ['?volver=%2Frevision', '/revision'],
    ['?volver=%2Fcartas%2F12', '/cartas/12'],
    ['', '/cartas'],
    ['?volver=https%3A%2F%2Fevil.example', '/cartas'],
    ['?volver=%2F%2Fevil.example', '/cartas'],
    ['?volver=%2F%5Cevil.example', '/cartas'],
  ])('goes back from "%s" to %s, never to another site', (search, path) => {
    expect(readReturnPath(search)).toBe(path);
  });

  it('builds an account path that comes back where it was', () => {
    expect(toAccountPath('/cuenta/entrar', '/revision')).toBe('/cuenta/entrar?volver=%2Frevision');
  });
});
