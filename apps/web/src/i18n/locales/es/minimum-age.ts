import type { minimumAge as english } from '../en/minimum-age';
import type { Translation } from '../../translation';

/** The minimum-age rule's words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const minimumAge = {
  ruleFrom2024:
    'Para el año tributario {year}, el año que se presenta, todos los ingresos de las personas menores de 18 años están exentos del impuesto municipal sobre los ingresos en todas las ciudades de Ohio ({source}, desde el año tributario 2024). Si tenía menos de 18 años el 31 de diciembre de {year}, no debe impuesto municipal sobre los ingresos por {year}: presente un Certificado de exención (Exemption Certificate) con el motivo “menor de 18 años”.',
  ruleGeneric:
    'Desde el año tributario 2024, todos los ingresos de las personas menores de 18 años están exentos del impuesto municipal sobre los ingresos en todas las ciudades de Ohio ({source}). Si tuvo menos de 18 años durante todo el año tributario, presente un Certificado de exención (Exemption Certificate) con el motivo “menor de 18 años”.',
  rulePerCity:
    'Para el año tributario {year}, el año que se presenta, la edad mínima es 18 años en la mayoría de las ciudades, con las excepciones de {year} que se indican abajo.',
  before2024:
    'Antes de 2024, cada ciudad fijaba su propia edad mínima: 18 años en general, con estas excepciones:',
  year: 'Año tributario {year}: {exceptions}.',
  fromAge: 'desde los {age} años en {cities}',
  none: 'sin edad mínima en {cities}',
  earnings: 'en {cities}, las personas de {ages} años que ganan {amount} o más pagan el impuesto',
  and: 'y',
  exemptionHint:
    'Para el año tributario {year}, todos los ingresos de las personas menores de 18 años están exentos en todas las ciudades de Ohio ({source}). Elija esta opción si tenía menos de 18 años el 31 de diciembre de {year}.',
} as const satisfies Translation<typeof english>;
