"""The byte-level tokenizer every reproduction snippet builds (one token per byte, the format's
markers as added tokens): the same tokenizer targets/adapters/bytelevel.py gives the workers,
written out so that a snippet runs without toolfuzz.  Inserted into a template's
`{byte_level_tokenizer}` field; it expects `MARKERS` defined and leaves `folder` saved."""

BYTE_LEVEL_TOKENIZER = '''\
# A byte-level tokenizer (one token per byte) whose added tokens are the format's markers.
vocab = {s: i for i, s in enumerate(sorted(pre_tokenizers.ByteLevel.alphabet()))}
tok = Tokenizer(models.BPE(vocab=vocab, merges=[]))
tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
tok.decoder = decoders.ByteLevel()
tok.add_special_tokens([AddedToken("<|endoftext|>", special=True, normalized=False)])
for text, special in MARKERS:
    added = AddedToken(text, special=special, normalized=False)
    tok.add_special_tokens([added]) if special else tok.add_tokens([added])
folder = Path(tempfile.mkdtemp())
PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|endoftext|>").save_pretrained(folder)
'''
