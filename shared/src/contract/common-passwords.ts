/**
 * The most common passwords of 6 to 16 characters, from public breach lists (worldwide, and the
 * ones most used in Spanish, Portuguese and Chinese). Refused at registration and reset, on the
 * client and on the server alike. Compared in lower case.
 */
const LIST = `
123456 password 123456789 12345678 qwerty 1234567 111111 1234567890 123123 abc123 password1
iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321 monkey
1qaz2wsx 123321 qwertyuiop superman asdfghjkl football baseball welcome welcome1 trustno1
master shadow michael jennifer 666666 888888 121212 112233 123qwe 123abc qwe123 a123456
123456a aa123456 abcd1234 1234qwer qwer1234 passw0rd p@ssw0rd p@ssword admin123 admin1234
administrator changeme secret 159753 147258369 987654321 7777777 555555 999999 11111111
00000000 88888888 12341234 123654 789456 789456123 147258 159357 asdf1234 asdfgh zxcvbnm
zxcvbn 1q2w3e 1q2w3e4r5t q1w2e3r4 qazwsx qwert12345 computer hello123 hunter2 killer
charlie donald freedom whatever starwars batman hottie flower loveme lovely jordan23
iloveyou1 princess1 football1 azerty azerty123 solo liverpool chelsea arsenal barcelona
realmadrid boca123 river123 corinthians flamengo palmeiras santos123 gremio1 vasco123
senha123 senha1234 senha12345 brasil brasil123 amor123 amorzinho teamo teamo123 teamo1234
te amo tequiero contraseña contrasena contraseña1 contrasena1 mexico mexico123 argentina
colombia peru123 chile123 cuba123 venezuela 123456789a 1234567a abc12345 12345abc
woaini woaini1314 woaini520 5201314 1314520 520520 woaini123 qq123456 wang123456
li123456 zhang123 aini1314 a1b2c3 a1b2c3d4 iloveu 0123456789 12345qwert qwerty1 qwerty12
111222 123123123 321321 456789 abcdef abcdefg abcdefgh password12 password123 password1234
demo123 demo1234 test123 test1234 testing user123 login123 guest123 root123 puente puente123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter((word) => word.length >= 6));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
