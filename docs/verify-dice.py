#!/usr/bin/env python3
"""Checks the dice of a Butler game record (docs/fair-dice.md), standard library only.

Usage: python3 verify-dice.py game.json [--commitment HEX]

It recomputes every roll from the revealed secret, checks that each move holds exactly the dice it rolls (a roll
of N dice holds N, any other move none) and that every /seed phrase comes from a player, and prints the secret's
commitment to compare with the one the chat showed when the game started (or compares it with --commitment:
16 to 64 hex digits, either case). Under butler-fair-v3 every seat and phrase the record names is bound into the
dice: a changed id, name, author or phrase changes every roll.
It does not replay the rules: `npx butler verify game.json` does that too.
"""
import hashlib, hmac, json, struct, sys

USAGE = "usage: python3 verify-dice.py game.json [--commitment HEX]   (a record: /game <number>)"


def fail(text):
    print("НЕ СОВПАДАЕТ: " + text + " — MISMATCH")
    sys.exit(1)


def field(text):
    data = text.encode("utf-8")
    return struct.pack(">I", len(data)) + data


def sha(*parts):
    return hashlib.sha256(b"".join(parts)).digest()


def from_hex(value, digits, what):
    if not isinstance(value, str) or len(value) != digits or any(c not in "0123456789abcdefABCDEF" for c in value):
        fail("%s: нужно %d шестнадцатеричных цифр (%s needs %d hex digits)" % (what, digits, what, digits))
    return bytes.fromhex(value)


def context_v3(rec, fair):
    """butler-fair-v3: each seat and phrase a salted digest; a record holds the thing with its salt, or the digest."""
    players, seats = rec["players"], fair.get("seats")
    if not isinstance(seats, list) or len(seats) != len(players):
        fail("мест в печати не столько, сколько игроков (fair.seats must list one entry per player)")
    out = field("butler-fair-v3") + struct.pack(">I", len(players))
    for i, (p, seat) in enumerate(zip(players, seats)):
        if set(seat) == {"salt"}:
            out += sha(from_hex(seat["salt"], 32, "seat %d salt" % (i + 1)), field(p["id"]), field(p["name"]))
        elif set(seat) == {"digest"}:
            out += from_hex(seat["digest"], 64, "seat %d digest" % (i + 1))
        else:
            fail("место %d без соли и без отпечатка (seat %d has neither salt nor digest)" % (i + 1, i + 1))
    ids = [p["id"] for p in players]
    out += struct.pack(">I", len(fair["seeds"]))
    for k, s in enumerate(fair["seeds"]):
        out += struct.pack(">I", ids.index(s["player"]))
        if "text" in s and "salt" in s and "digest" not in s:
            out += sha(from_hex(s["salt"], 32, "phrase %d salt" % (k + 1)), field(s["text"]))
        elif "digest" in s and "text" not in s and "salt" not in s:
            out += from_hex(s["digest"], 64, "phrase %d digest" % (k + 1))
        else:
            fail("фраза %d без соли и без отпечатка (phrase %d has neither text with salt nor digest)" % (k + 1, k + 1))
    return out


def context_bytes(rec, fair):
    ids = [p["id"] for p in rec["players"]]
    if fair.get("scheme") == "butler-fair-v3":
        return context_v3(rec, fair)
    if fair.get("scheme", "butler-fair-v1") == "butler-fair-v2":
        out = field("butler-fair-v2") + struct.pack(">I", len(ids)) + b"".join(field(i) for i in ids)
        out += struct.pack(">I", len(fair["seeds"]))
        return out + b"".join(field(s["player"]) + field(s["text"]) for s in fair["seeds"])
    if fair.get("scheme", "butler-fair-v1") != "butler-fair-v1":
        fail("unknown scheme %r" % fair.get("scheme"))
    text = "butler-fair-v1" + "".join("\np:" + i for i in ids)
    return (text + "".join("\ns:%s:%s" % (s["player"], s["text"]) for s in fair["seeds"])).encode("utf-8")


def main(argv):
    args, published = [], None
    while argv:
        arg = argv.pop(0)
        if arg in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        if arg == "--commitment" and argv:
            published = argv.pop(0).lower()
            if not 16 <= len(published) <= 64 or any(c not in "0123456789abcdef" for c in published):
                print("--commitment: 16..64 hex digits of the commitment the chat showed")
                return 2
        else:
            args.append(arg)
    if len(args) != 1:
        print(USAGE)
        return 2
    try:
        with open(args[0], encoding="utf-8") as f:
            rec = json.load(f)
        rec["players"], rec["moves"]
    except (OSError, ValueError, KeyError, TypeError) as e:
        print("cannot read a game record from %s: %s" % (args[0], e))
        return 2
    fair = rec.get("fair") or {}
    if fair.get("by") != "hmac":
        print("НЕ ПРОВЕРЯЕМАЯ: игра шла не на честных костях (by=%s)" % fair.get("by"))
        return 1
    secret = bytes.fromhex(fair["secret"]) if len(fair.get("secret", "")) == 64 else b""
    commitment = hashlib.sha256(secret).hexdigest()
    if not secret or commitment != str(fair["commitment"]).lower():
        fail("SHA-256 секрета не равен опубликованному отпечатку (the secret does not match the commitment)")
    if published is not None and not commitment.startswith(published):
        fail("отпечаток записи %s, а в чате был показан %s (the chat showed another commitment)" % (commitment, published))
    ids = [p["id"] for p in rec["players"]]
    for s in fair["seeds"]:
        if s["player"] not in ids:
            fail("фразу /seed добавил не игрок: %s (a seed from someone who is not a player)" % s["player"])
    # v3 binds every seat and phrase into the context: a digest brought along could stand for any context at all
    v3 = fair.get("scheme") == "butler-fair-v3"
    forgotten = fair.get("contextHash")
    if v3 and forgotten is not None:
        fail("в записи схемы v3 свой contextHash (a v3 record must not bring a contextHash of its own)")
    # a v1/v2 record with a forgotten player (/forgetme) keeps only the digest of the context: its ids are gone
    unbound = forgotten is not None
    ctx_hash = from_hex(forgotten, 64, "contextHash") if unbound else hashlib.sha256(context_bytes(rec, fair)).digest()

    def dice(move, count):
        out, block = [], 0
        while len(out) < count:
            msg = ctx_hash + move.to_bytes(4, "big") + block.to_bytes(4, "big")
            out += [b % 6 + 1 for b in hmac.new(secret, msg, hashlib.sha256).digest() if b < 252]
            block += 1
        return out[:count]

    rolls = 0
    for i, move in enumerate(rec["moves"]):
        action, recorded = move.get("a") or {}, move["d"]
        should = action.get("count", 0) if action.get("type") == "roll" else 0
        if len(recorded) != should:
            fail("ход %d бросает костей: %d, а в записи их: %d (move %d rolls %d dice, the record has %d)"
                 % (i + 1, should, len(recorded), i + 1, should, len(recorded)))
        if recorded:
            rolls += 1
            if dice(i, len(recorded)) != recorded:
                fail("бросок %d (ход %d): в записи %s, по секрету %s" % (rolls, i + 1, recorded, dice(i, len(recorded))))
    if unbound:
        print("НЕ ПРОВЕРЕНО: броски (%d) сходятся, но кости выведены из contextHash, который запись просто называет:"
              " состав игроков и учтённые фразы проверить нельзя (NOT CHECKED: a player was forgotten before v3;"
              " the players and phrases are not bound to the dice)" % rolls)
        return 1
    print("OK: совпали все броски (%d) / all rolls match" % rolls)
    if published is not None:
        print("Отпечаток секрета %s совпал с указанным / matches the one given" % commitment)
    else:
        print("Отпечаток секрета / the secret's commitment: %s — compare with the one shown in the chat when the game started"
              " (сравните с тем, что был показан в чате при начале игры)" % commitment)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
