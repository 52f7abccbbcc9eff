#!/usr/bin/env python3
"""Checks the dice of a Butler game record (docs/fair-dice.md), standard library only.

Usage: python3 verify-dice.py game.json [--commitment HEX]

It recomputes every roll from the revealed secret, checks that each move holds exactly the dice it rolls (a roll
of N dice holds N, any other move none) and that every /seed phrase comes from a player, and prints the secret's
commitment to compare with the one the chat showed when the game started (or compares it with --commitment).
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


def context_bytes(rec, fair):
    ids = [p["id"] for p in rec["players"]]
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
    # a record with a forgotten player (/forgetme) keeps only the digest of the context: its ids are gone
    forgotten = fair.get("contextHash")
    ctx_hash = bytes.fromhex(forgotten) if forgotten else hashlib.sha256(context_bytes(rec, fair)).digest()

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
    print("OK: совпали все броски (%d) / all rolls match" % rolls)
    if published is not None:
        print("Отпечаток секрета %s совпал с указанным / matches the one given" % commitment)
    else:
        print("Отпечаток секрета / the secret's commitment: %s — compare with the one shown in the chat when the game started"
              " (сравните с тем, что был показан в чате при начале игры)" % commitment)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
