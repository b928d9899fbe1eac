-- Decision 0042: names in the order people read them. "Resumo 2" before "Resumo 10" (digit runs compared as
-- numbers), accents and case after the letters ("ácido" beside "acido", not after "z"). Lists ordered by a name say
-- `COLLATE pt_br_numeric`. The ICU locale is written in ICU's own form: PGlite's ICU ignores the same option
-- written as a BCP 47 tag ('pt-BR-u-kn-true' orders "Resumo 10" first there), PostgreSQL takes both.
CREATE COLLATION IF NOT EXISTS "pt_br_numeric" (provider = icu, locale = 'pt-BR@colNumeric=yes');
