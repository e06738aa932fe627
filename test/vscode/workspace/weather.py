# Chat Completions tools written as a literal dict (toollint reads it; nothing is run).
from openai import OpenAI

client = OpenAI()

tools = [
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Get the weather for a city",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string", "description": "City name"}},
                "required": ["city"],
            },
            "strict": True,
        },
    }
]

client.chat.completions.create(model="gpt-4o", messages=[], tools=tools)
